//! Content packs: TOML text in, a validated, immutable, compiled pack out.
//!
//! A pack is a set of TOML files (one folder under `content/`). Its `[table]` section names its
//! id, display name and family; the family's loader (in the family's folder) reads the other
//! top-level sections, which may stand in any file of the pack (a single-table section such as
//! `[deck]` in only one). This module owns what every family shares: the checked reader
//! (`reader`), the effect vocabulary ([`vocab`]), the play compiler (`plays`), the declared
//! keys of a pack's tables ([`keys`]) and the JSON Schema generated from them ([`schema`]), the
//! pack loader ([`Pack::compile`], driven by the families' [`Loader`]s) and the built-in
//! packs. Loading works from strings ([`Pack::from_sources`], no_std) and from a folder
//! (`Pack::load_dir`, std). Every problem is a [`ContentError`] naming file, line, column and
//! key path, with the nearest valid name.
//!
//! Content is untrusted: files, arrays and numbers are bounded, and rules are checked so that
//! running them can neither loop nor recurse (see `crate::effects`).

mod error;
pub mod keys;
mod lint;
pub(crate) mod plays;
pub mod reader;
pub mod schema;
pub mod vocab;

#[cfg(feature = "std")]
pub(crate) use error::line_column;
pub use error::{ContentError, ContentErrorKind};
pub use plays::{Pick, Token};

use alloc::format;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::any::Any;
use core::panic::{RefUnwindSafe, UnwindSafe};

/// A family's compiled rules, type-erased: plain data, shareable between threads, safe to hold
/// across a panic boundary.
pub type AnyRules = dyn Any + Send + Sync + UnwindSafe + RefUnwindSafe;

use crate::model::{Lang, Localized};
use keys::{Key, KeyType};
use reader::{Declaration, Source};
pub(crate) use reader::{Item, Node};

/// Largest accepted file of a pack, in bytes.
pub const MAX_FILE_BYTES: usize = 256 * 1024;
/// Most files in one pack.
pub const MAX_FILES: usize = 64;
/// Most effects in one play (token, spell, planet, sign tier, Aura action).
pub const MAX_EFFECTS_PER_TOKEN: usize = 8;

/// A loaded, validated content pack. Immutable; share it with [`Arc`].
///
/// Its rules are of its family's type ([`crate::table::Family::Rules`]): read them with
/// [`Pack::rules`]. A pack is loaded by [`Pack::from_sources`] or `Pack::load_dir`, which the
/// registry of families implements (only it knows the families).
#[derive(Clone)]
pub struct Pack {
    /// The pack's id (`kessel`).
    pub id: String,
    /// The family that runs it (`[table] family`: `sabacc`, `fronts`).
    pub family: &'static str,
    /// Display name.
    pub name: Localized,
    /// FNV-1a 64 of the pack's files (sorted by name, name and text each): saves and replays record it.
    pub hash: u64,
    seats: (u8, u8),
    action_space: u32,
    rules: Arc<AnyRules>,
    warnings: Vec<ContentError>,
    /// The family's own message catalogues and the ids it uses.
    family_words: FamilyWords,
    /// The pack's own catalogue files (`<tag>.ftl`): language, file name, Fluent source.
    catalogues: Vec<OwnCatalogue>,
    /// The catalogue messages its display texts name, each where it is named.
    catalogue_refs: Vec<CatalogueRef>,
}

/// A catalogue message a display text names (`name = { catalogue = "token-jam.name" }`), and
/// where: the std layer refuses a pack whose catalogues do not give it in English.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct CatalogueRef {
    /// The message's id (`token-jam`).
    pub id: String,
    /// Its attribute (`name`), if the text names one.
    pub attribute: Option<String>,
    /// Where it is named: file, line, column and key path, with an empty message.
    pub place: ContentError,
    /// Whether the text named it by its place rather than with `catalogue` (the message a
    /// `<tag>.ftl` may give to translate it, which no catalogue need give).
    pub implied: bool,
}

impl CatalogueRef {
    /// The message as a text names it: `id`, or `id.attribute`.
    pub fn reference(&self) -> String {
        match &self.attribute {
            Some(attribute) => format!("{}.{attribute}", self.id),
            None => self.id.clone(),
        }
    }
}

/// Whether `s` is a Fluent identifier (a message's id or an attribute's name): a letter, then
/// letters, digits, `-` and `_`.
pub(crate) fn is_message_id(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_alphabetic()) && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A pack's own catalogue file: its language, its file name and its Fluent source.
pub type OwnCatalogue = (Lang, String, String);

/// What a family's words are made of: its catalogue files (`(language tag, Fluent source)`,
/// English first) and the messages its code builds.
#[derive(Clone, Copy, Debug, Default)]
pub struct FamilyWords {
    /// The family's catalogues.
    pub catalogues: &'static [(&'static str, &'static str)],
    /// The message ids it uses, with their arguments (in lists: a table's, its campaign's).
    pub messages: &'static [&'static [crate::model::MsgDef]],
}

impl core::fmt::Debug for Pack {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Pack")
            .field("id", &self.id)
            .field("family", &self.family)
            .field("hash", &self.hash_hex())
            .field("seats", &self.seats)
            .finish_non_exhaustive()
    }
}

/// What a family's loader makes of a pack.
pub struct Compiled {
    /// The family's rules, type-erased.
    pub rules: Arc<AnyRules>,
    /// The fewest and most seats.
    pub seats: (u8, u8),
    /// The number of distinct action ids.
    pub action_space: u32,
}

/// A family's loader, as the pack loader calls it: its name, its sections and its compiler.
#[derive(Clone, Copy)]
pub struct Loader {
    /// The family's name in `[table] family`.
    pub family: &'static str,
    /// The top-level sections it reads besides `[table]`.
    pub sections: &'static [Section],
    /// The keys of `[table]` it reads besides [`TABLE_KEYS`].
    pub table: &'static [Key],
    /// Compiles the rules from the sections.
    pub compile: fn(&Sections<'_, '_>) -> Result<Compiled, ContentError>,
    /// The family's message catalogues and ids.
    pub words: FamilyWords,
    /// The kinds of table its packs make, by name, each with its vocabulary
    /// ([`vocab::Vocabulary::NONE`]: its packs run no effects): what `archeon schema --kind`
    /// names.
    pub kinds: &'static [(&'static str, &'static vocab::Vocabulary)],
}

/// A top-level section of a pack that a family reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    /// The TOML name (`deck`, `token`).
    pub name: &'static str,
    /// Written `[[name]]`, a list of tables, rather than one `[name]` table.
    pub list: bool,
    /// Most entries of a list over all the pack's files.
    pub most: usize,
    /// What it holds, for the modder (one line; the schema's `description`).
    pub doc: &'static str,
    /// The keys of its table (of each entry, for a list), as the family's loader reads them.
    pub keys: &'static [Key],
}

impl Section {
    /// A single `[name]` table of these keys.
    pub const fn one(name: &'static str, doc: &'static str, keys: &'static [Key]) -> Section {
        Section { name, list: false, most: 1, doc, keys }
    }

    /// A `[[name]]` list of at most `most` tables of these keys over the pack.
    pub const fn list(name: &'static str, most: usize, doc: &'static str, keys: &'static [Key]) -> Section {
        Section { name, list: true, most, doc, keys }
    }
}

/// The sections of one pack, gathered from all its files, for its family's loader.
pub struct Sections<'s, 'i> {
    table: Node<'s, 'i>,
    single: Vec<(&'static str, Item<'s, 'i>)>,
    lists: Vec<(&'static str, Vec<Item<'s, 'i>>)>,
}

impl<'s, 'i> Sections<'s, 'i> {
    /// The `[table]` section (its `id`, `family` and `name` are read already).
    pub fn table(&self) -> &Node<'s, 'i> {
        &self.table
    }

    /// A single section, if the pack has it.
    pub fn one(&self, name: &str) -> Option<&Item<'s, 'i>> {
        self.single.iter().find(|(n, _)| *n == name).map(|(_, i)| i)
    }

    /// The entries of a list section over all files (empty when the pack has none).
    pub fn list(&self, name: &str) -> &[Item<'s, 'i>] {
        self.lists.iter().find(|(n, _)| *n == name).map_or(&[], |(_, l)| &l[..])
    }
}

/// Compiles every entry of a list section with `compile`, going on past a broken entry so that
/// one load finds the problem of each: the compiled entries, or the first entry's problem. Every
/// problem is kept in its file's source, where [`Pack::compile_all`] gathers them.
pub(crate) fn compile_each<'s, 'i, T>(
    items: &[Item<'s, 'i>],
    mut compile: impl FnMut(&Item<'s, 'i>) -> Result<T, ContentError>,
) -> Result<Vec<T>, ContentError> {
    let mut compiled = Vec::with_capacity(items.len());
    let mut first = None;
    for item in items {
        match compile(item) {
            Ok(entry) => compiled.push(entry),
            Err(e) => {
                item.src.keep_error(e.clone());
                first.get_or_insert(e);
            }
        }
    }
    first.map_or(Ok(compiled), Err)
}

/// [`compile_each`] for a list of `what`s with ids (`id` reads an entry's): an id an earlier
/// entry has is a problem of the later one.
pub(crate) fn compile_unique<'s, 'i, T>(
    items: &[Item<'s, 'i>],
    what: &str,
    mut compile: impl FnMut(&Item<'s, 'i>) -> Result<T, ContentError>,
    id: impl Fn(&T) -> &str,
) -> Result<Vec<T>, ContentError> {
    let mut ids: Vec<String> = Vec::new();
    compile_each(items, |item| {
        let entry = compile(item)?;
        let entry_id = id(&entry);
        if ids.iter().any(|known| known == entry_id) {
            return Err(item
                .error(format!("{what} `{}` is defined twice", crate::model::echo(entry_id)))
                .with_kind(ContentErrorKind::Duplicate));
        }
        ids.push(entry_id.to_string());
        Ok(entry)
    })
}

/// A pack's TOML files and its own catalogues.
type SplitFiles<'a> = (Vec<(&'a str, &'a str)>, Vec<OwnCatalogue>);

/// A pack's files split into its TOML files and its catalogue files (`<tag>.ftl`, each named by
/// the language it gives: `de.ftl`, `pt-BR.ftl`), whose Fluent the std layer reads.
fn split_catalogues<'a>(files: &[(&'a str, &'a str)]) -> Result<SplitFiles<'a>, ContentError> {
    let mut tomls = Vec::with_capacity(files.len());
    let mut catalogues: Vec<OwnCatalogue> = Vec::new();
    for &(name, text) in files {
        let Some(tag) = name.strip_suffix(".ftl") else {
            tomls.push((name, text));
            continue;
        };
        let lang = Lang::parse(tag).map_err(|e| {
            ContentError::new(name, 0, 0, "", format!("a catalogue file is named by its language (`de.ftl`, `pt-BR.ftl`): {e}"))
                .with_kind(ContentErrorKind::File)
        })?;
        if catalogues.iter().any(|(l, ..)| *l == lang) {
            return Err(ContentError::new(name, 0, 0, "", format!("the language `{lang}` has two catalogue files"))
                .with_kind(ContentErrorKind::Duplicate));
        }
        catalogues.push((lang, String::from(name), String::from(text)));
    }
    Ok((tomls, catalogues))
}

/// The sources of a pack's files, sorted by name (each made by `source`), and the pack's content
/// hash.
fn sorted_sources<'a>(files: &[(&'a str, &'a str)], source: fn(&'a str, &'a str) -> Source<'a>) -> (Vec<Source<'a>>, u64) {
    let mut sorted: Vec<(&str, &str)> = files.to_vec();
    sorted.sort_unstable();
    (sorted.iter().map(|&(name, text)| source(name, text)).collect(), content_hash(&sorted))
}

impl Pack {
    /// Loads a pack from `(file name, text)` pairs with the given family loaders. The error is
    /// the first problem found, carrying the others ([`ContentError::more`]).
    pub fn compile(files: &[(&str, &str)], loaders: &[Loader]) -> Result<Pack, ContentError> {
        let (tomls, catalogues) = split_catalogues(files)?;
        let (sources, _) = sorted_sources(&tomls, Source::new);
        let hash = content_hash_of(files);
        let pack = Pack::compile_split(&sources, hash, loaders).map_err(|(mut own, more)| {
            // The load's own first problem leads; the others follow in file and line order.
            let first = own.remove(0);
            own.extend(more);
            own.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
            own.insert(0, first);
            ContentError::gathered(own)
        })?;
        Ok(Pack { catalogues, ..pack })
    }

    /// Loads a pack like [`Pack::compile`], or gives every problem it found (at least one), in
    /// file and line order: the broken entries of a list are each reported (a checker shows
    /// them all at once); a problem that stops the load is the last one found.
    pub fn compile_all(files: &[(&str, &str)], loaders: &[Loader]) -> Result<Pack, Vec<ContentError>> {
        let (tomls, catalogues) = split_catalogues(files).map_err(|e| alloc::vec![e])?;
        let (sources, _) = sorted_sources(&tomls, Source::new);
        let pack = Pack::compile_gathering(&sources, content_hash_of(files), loaders)?;
        Ok(Pack { catalogues, ..pack })
    }

    /// Loads a pack like [`Pack::compile_all`], keeping every key the loaders asked for (present
    /// or not) with its table's key path, list indices dropped (`token.effect`, `hook`): what
    /// the test that the declared keys are the keys read compares with the schema.
    #[cfg(test)]
    pub(crate) fn compile_asking(files: &[(&str, &str)], loaders: &[Loader]) -> (Result<Pack, Vec<ContentError>>, Vec<reader::AskedKey>) {
        let (tomls, _) = split_catalogues(files).expect("a test pack's catalogue files are named by their language");
        let (sources, hash) = sorted_sources(&tomls, Source::asking);
        let pack = Pack::compile_gathering(&sources, hash, loaders);
        let asked = sources.iter().flat_map(|src| src.asked.as_ref().map(core::cell::RefCell::take).unwrap_or_default()).collect();
        (pack, asked)
    }

    /// [`Pack::compile_sources`], with the problems of the entries it read past gathered before
    /// the one that stopped it, and those the gathering pass ([`lint`]) finds where the load
    /// did not reach (every file's syntax, every section's keys, types, ranges and words): at
    /// most one problem a place, in file and line order.
    fn compile_gathering(sources: &[Source<'_>], hash: u64, loaders: &[Loader]) -> Result<Pack, Vec<ContentError>> {
        Pack::compile_split(sources, hash, loaders).map_err(|(mut own, more)| {
            own.extend(more);
            own.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
            own
        })
    }

    /// [`Pack::compile_sources`], or its own problems (those of the entries it read past and the
    /// one that stopped it, in file and line order: at least one) and, apart, those of the
    /// gathering pass at a place and key path the load did not report.
    fn compile_split(sources: &[Source<'_>], hash: u64, loaders: &[Loader]) -> Result<Pack, (Vec<ContentError>, Vec<ContentError>)> {
        let stop = match Pack::compile_sources(sources, hash, loaders) {
            Ok(pack) => return Ok(pack),
            Err(stop) => stop,
        };
        let mut own: Vec<ContentError> = sources.iter().flat_map(|src| src.errors.take()).collect();
        if !own.contains(&stop) {
            own.push(stop);
        }
        own.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
        let mut more: Vec<ContentError> = Vec::new();
        let linted = lint::lint(sources, loaders);
        for e in linted.into_iter().chain(sources.iter().flat_map(|src| src.errors.take())) {
            // One problem a place and a key: the load's own over the gathering pass's.
            let same = |p: &ContentError| {
                p.file == e.file
                    && (((p.line, p.column) == (e.line, e.column) && (e.line > 0 || p.message == e.message))
                        || (!e.path.is_empty() && p.path == e.path))
            };
            if !own.iter().any(same) && !more.iter().any(same) {
                more.push(e);
            }
        }
        Err((own, more))
    }

    /// The load of [`Pack::compile_all`] over its files' sources (sorted by name), whose content
    /// hash is `hash`.
    fn compile_sources(sources: &[Source<'_>], hash: u64, loaders: &[Loader]) -> Result<Pack, ContentError> {
        let whole = |message: String| ContentError::new("<pack>", 0, 0, "", message);
        for src in sources {
            // What the reads of words check unknown words against.
            *src.vocabularies.borrow_mut() = loaders.iter().flat_map(|l| l.kinds.iter().map(|(_, v)| *v)).collect();
        }
        if sources.is_empty() {
            return Err(whole(String::from("a pack needs at least one .toml file")));
        }
        if sources.len() > MAX_FILES {
            return Err(whole(format!("a pack may have at most {MAX_FILES} files, found {}", sources.len())));
        }
        for pair in sources.windows(2) {
            if pair[0].name == pair[1].name {
                return Err(whole(format!("the file name `{}` is given twice", crate::model::echo(pair[0].name))));
            }
        }
        let mut docs = Vec::with_capacity(sources.len());
        for src in sources {
            docs.push(parse_file(src)?);
        }
        let roots: Vec<Node<'_, '_>> =
            sources.iter().zip(docs.iter()).map(|(src, doc)| Node::new(src, String::new(), doc.span(), doc.get_ref())).collect();
        let mut table: Option<Item<'_, '_>> = None;
        for root in &roots {
            if let Some(item) = root.opt("table") {
                if let Some(previous) = &table {
                    return Err(item
                        .error(format!("[table] is already given in {}", previous.src.name))
                        .with_kind(ContentErrorKind::Duplicate));
                }
                table = Some(item);
            }
        }
        let first = &sources[0];
        let table_item = table.ok_or_else(|| first.error(0..0, "table", String::from("no file of the pack has a [table] section")))?;
        let mut table = table_item.table()?;
        // `[table]` is closed by its declared keys: the shared ones, then its family's too.
        table.declare(Declaration::of(TABLE_KEYS));
        let id = read_id(&table.req("id")?)?;
        let family_item = table.req("family")?;
        let family_name = family_item.str()?;
        let loader = loaders
            .iter()
            .find(|l| l.family == family_name)
            .ok_or_else(|| family_item.unknown("family", family_name, loaders.iter().map(|l| l.family)))?;
        table.declare(Declaration::of(TABLE_KEYS).and(loader.table));
        let name = read_localized(&table.req("name")?)?;
        let mut sections = Sections { table, single: Vec::new(), lists: Vec::new() };
        for root in &roots {
            gather(root, loader, &mut sections)?;
        }
        for root in roots {
            root.finish()?;
        }
        let compiled = (loader.compile)(&sections)?;
        sections.table.finish()?;
        let warnings = sources.iter().flat_map(|src| src.warnings.take()).collect();
        Ok(Pack {
            id,
            family: loader.family,
            name,
            hash,
            seats: compiled.seats,
            action_space: compiled.action_space,
            rules: compiled.rules,
            warnings,
            family_words: loader.words,
            catalogues: Vec::new(),
            catalogue_refs: sources.iter().flat_map(|src| src.refs.take()).collect(),
        })
    }

    /// The family's message catalogues and ids.
    pub fn family_words(&self) -> FamilyWords {
        self.family_words
    }

    /// The pack's own catalogue files (`<tag>.ftl`): language, file name, Fluent source.
    pub fn catalogues(&self) -> &[OwnCatalogue] {
        &self.catalogues
    }

    /// The catalogue messages the pack's display texts name, each where it is named.
    pub fn catalogue_refs(&self) -> &[CatalogueRef] {
        &self.catalogue_refs
    }

    /// The pack's rules, when its family's rules are of type `R`.
    pub fn rules<R: Any>(&self) -> Option<&R> {
        let rules: &dyn Any = &*self.rules;
        rules.downcast_ref::<R>()
    }

    /// The pack's rules as a shared handle, when its family's rules are of type `R`.
    pub fn rules_arc<R: Any + Send + Sync>(&self) -> Option<Arc<R>> {
        let rules: Arc<dyn Any + Send + Sync> = self.rules.clone();
        rules.downcast::<R>().ok()
    }

    /// What the loader noticed in content that loads but may not mean what its author meant
    /// (a text given in one language only, which players of the other read too), each placed
    /// like an error. `archeon check` prints them.
    pub fn warnings(&self) -> &[ContentError] {
        &self.warnings
    }

    /// The fewest and most seats the pack's table seats.
    pub fn seat_range(&self) -> (u8, u8) {
        self.seats
    }

    /// The number of distinct action ids of the pack's table: every legal action id is below it.
    pub fn action_space(&self) -> u32 {
        self.action_space
    }

    /// The content hash as 16 hex digits.
    pub fn hash_hex(&self) -> String {
        format!("{:016x}", self.hash)
    }
}

/// Takes `loader`'s sections from one file's root table into `sections`; refuses a section the
/// family does not read.
fn gather<'s, 'i>(root: &Node<'s, 'i>, loader: &Loader, sections: &mut Sections<'s, 'i>) -> Result<(), ContentError> {
    for section in loader.sections {
        let Some(mut item) = root.opt(section.name) else { continue };
        // Each of its tables is closed by the section's declared keys.
        let declaration = Declaration::of(section.keys);
        if section.list {
            let mut entries = item.array(section.most)?;
            for entry in &mut entries {
                entry.declare(declaration);
            }
            let slot = match sections.lists.iter().position(|(n, _)| *n == section.name) {
                Some(i) => i,
                None => {
                    sections.lists.push((section.name, Vec::new()));
                    sections.lists.len() - 1
                }
            };
            let list = &mut sections.lists[slot].1;
            if list.len() + entries.len() > section.most {
                return Err(item
                    .error(format!("a pack may have at most {} `{}` entries in all its files", section.most, section.name))
                    .with_kind(ContentErrorKind::OutOfRange));
            }
            list.extend(entries);
        } else {
            if let Some((_, previous)) = sections.single.iter().find(|(n, _)| *n == section.name) {
                return Err(item
                    .error(format!("[{}] is already given in {}", section.name, previous.src.name))
                    .with_kind(ContentErrorKind::Duplicate));
            }
            item.declare(declaration);
            sections.single.push((section.name, item));
        }
    }
    root.refuse_unread(|key| {
        let known: Vec<&str> = core::iter::once("table").chain(loader.sections.iter().map(|s| s.name)).collect();
        let message = format!(
            "a pack of family `{}` has no section `{}`; its sections are {}",
            loader.family,
            crate::model::echo(key),
            known.join(", ")
        );
        (message, error::nearest(key, known.iter().copied()))
    })
}

/// One pack file read on its own: its size and its TOML syntax, the first check
/// [`Pack::compile`] makes of every file.
pub(crate) fn parse_file<'i>(src: &Source<'i>) -> Result<toml::Spanned<toml::de::DeTable<'i>>, ContentError> {
    if src.text.len() > MAX_FILE_BYTES {
        return Err(src
            .error(0..0, "", format!("file is {} bytes; at most {MAX_FILE_BYTES} are allowed", src.text.len()))
            .with_kind(ContentErrorKind::File));
    }
    toml::de::DeTable::parse(src.text).map_err(|e| {
        let message = crate::model::echo_message(e.message().trim());
        match (e.span(), error::too_deep_key(src.text)) {
            (Some(span), _) => src.error(span, "", message),
            // The parser places no key nested past its limit: find it.
            (None, Some(at)) => {
                src.error(at..at, "", format!("{message}: this key or table header nests more than {} levels", error::KEY_DEPTH_MAX))
            }
            (None, None) => src.error(0..0, "", message),
        }
        .with_kind(ContentErrorKind::Syntax)
    })
}

/// The problem of one pack file on its own, if any: too large, or not TOML. [`Pack::compile`]
/// stops at the first file that fails this; a checker runs it on each file to report them all.
pub fn check_file(name: &str, text: &str) -> Result<(), ContentError> {
    parse_file(&Source::new(name, text)).map(|_| ())
}

/// Reads every `*.toml` file of a folder as a pack's sources: regular files only, each read
/// through a bounded reader (at most [`MAX_FILE_BYTES`], whatever the file claims to be), so
/// that a device, a FIFO or a huge file is refused rather than read.
#[cfg(feature = "std")]
pub fn read_dir_sources(dir: &std::path::Path) -> Result<Vec<(String, String)>, ContentError> {
    let io_error = |file: String, message: String| ContentError::new(&file, 0, 0, "", message).with_kind(ContentErrorKind::File);
    let shown = dir.display().to_string();
    let meta = std::fs::metadata(dir).map_err(|e| io_error(shown.clone(), format!("cannot read the folder: {e}")))?;
    if !meta.is_dir() {
        return Err(io_error(shown, String::from("not a folder")));
    }
    let entries = std::fs::read_dir(dir).map_err(|e| io_error(shown.clone(), format!("cannot read the folder: {e}")))?;
    let mut files: Vec<(String, String)> = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| io_error(shown.clone(), format!("cannot read the folder: {e}")))?.path();
        if !matches!(path.extension().and_then(|e| e.to_str()), Some("toml" | "ftl")) {
            continue;
        }
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if files.len() == MAX_FILES {
            return Err(io_error(shown, format!("a pack may have at most {MAX_FILES} files")));
        }
        let text = read_bounded(&path, MAX_FILE_BYTES).map_err(|message| io_error(name.clone(), message))?;
        files.push((name, text));
    }
    if !files.iter().any(|(name, _)| name.ends_with(".toml")) {
        return Err(io_error(shown, String::from("no .toml files in this folder")));
    }
    Ok(files)
}

/// A pack's sources with the entries of one list section (`[[planet]]`, `[[rule_set]]`,
/// `[[token]]`...) kept or dropped by their `id`: what `sim --ablate` compares a pack against
/// (the pack without an item, or with only that item of its kind). Every other section and file
/// is kept as it is; an edited file is written anew from its parsed TOML (its comments go).
/// Refuses a file that does not parse. The result is a pack's sources, to compile as any other
/// ([`Pack::from_sources`]).
#[cfg(feature = "std")]
pub fn keep_entries(files: &[(String, String)], section: &str, keep: &dyn Fn(&str) -> bool) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::with_capacity(files.len());
    for (name, text) in files {
        if !name.ends_with(".toml") {
            // A catalogue (`pl.ftl`) names no entry: it is kept as it is.
            out.push((name.clone(), text.clone()));
            continue;
        }
        let mut doc: toml::Table = toml::from_str(text).map_err(|e| format!("{}: {e}", crate::model::echo(name)))?;
        let Some(toml::Value::Array(entries)) = doc.get_mut(section) else {
            out.push((name.clone(), text.clone()));
            continue;
        };
        entries.retain(|entry| entry.get("id").and_then(toml::Value::as_str).is_none_or(keep));
        let written = toml::to_string(&doc).map_err(|e| format!("{}: {e}", crate::model::echo(name)))?;
        out.push((name.clone(), written));
    }
    Ok(out)
}

/// Writes `bytes` to `path`, the one writer of every file a host's tools or the CLI write (match
/// and campaign saves, report files): only a regular file or a new path is written. Anything
/// else (a FIFO, a device, a socket, a folder) is refused before it is opened, so that writing
/// cannot block or go nowhere, and again from the opened file (in case the path changed).
#[cfg(feature = "std")]
pub fn write_regular(path: &std::path::Path, bytes: impl AsRef<[u8]>) -> std::io::Result<()> {
    use std::io::Write;
    let refused = || std::io::Error::other("not a regular file (a FIFO, a device, a socket or a folder): refused");
    match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() => return Err(refused()),
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(e),
    }
    let mut file = std::fs::OpenOptions::new().write(true).create(true).truncate(false).open(path)?;
    if !file.metadata()?.is_file() {
        return Err(refused());
    }
    file.set_len(0)?;
    file.write_all(bytes.as_ref())?;
    file.flush()
}

/// Reads a regular file of at most `limit` bytes as UTF-8 text: the one bounded reader of every
/// file a host or the CLI opens (content files, saves, campaign saves, reports). Refuses what is
/// not a regular file (a device, a FIFO, a socket, a folder) before opening it, so that opening
/// cannot block, and again from the opened file (in case the path changed in between); refuses
/// a file whose size is over `limit` before reading it; reads at most `limit + 1` bytes whatever
/// the size claims, so that neither a FIFO, `/dev/zero` nor a growing or sparse file can hang or
/// flood it.
#[cfg(feature = "std")]
pub fn read_bounded(path: &std::path::Path, limit: usize) -> Result<String, String> {
    use std::io::Read;
    const NOT_REGULAR: &str = "not a regular file (a device, a FIFO, a socket or a folder): refused";
    let too_big = || format!("file is larger than {limit} bytes, the most allowed");
    let meta = std::fs::metadata(path).map_err(|e| format!("cannot read: {e}"))?;
    if !meta.is_file() {
        return Err(String::from(NOT_REGULAR));
    }
    if meta.len() > limit as u64 {
        return Err(too_big());
    }
    let file = std::fs::File::open(path).map_err(|e| format!("cannot read: {e}"))?;
    let opened = file.metadata().map_err(|e| format!("cannot read: {e}"))?;
    if !opened.is_file() {
        return Err(String::from(NOT_REGULAR));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(opened.len()).unwrap_or(limit).min(limit) + 1);
    file.take(limit as u64 + 1).read_to_end(&mut bytes).map_err(|e| format!("cannot read: {e}"))?;
    if bytes.len() > limit {
        return Err(too_big());
    }
    String::from_utf8(bytes).map_err(|e| format!("not UTF-8 text: {e}"))
}

/// The packs shipped in `content/`, compiled into the library (see `build.rs`).
pub mod builtin {
    use super::{Arc, Pack};

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

/// The content hash of a pack's files (in any order): what [`Pack::hash`] holds.
pub fn content_hash_of(files: &[(&str, &str)]) -> u64 {
    let mut sorted = files.to_vec();
    sorted.sort_unstable();
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
        return Err(item.error(format!("`{}` is not an id: use 1 to 32 of a-z, 0-9 and _", crate::model::Echo::new(text))));
    }
    Ok(text.to_string())
}

/// The `[[help]]` section any family may take: the lines of the rules summary a player is shown
/// (`text`, both languages), at most [`HELP_LINES`].
pub const HELP_SECTION: Section = Section::list(
    "help",
    HELP_LINES,
    "the lines of the rules summary a player is shown, in the order given",
    &[Key::req("text", KeyType::Text, "one line of the rules summary")],
);

/// The keys of `[table]` every pack has (a family's loader reads the others, [`Loader::table`]).
pub const TABLE_KEYS: &[Key] = &[
    Key::req("id", KeyType::Id, "the pack's id, recorded in saves"),
    Key::req("family", KeyType::Family, "which engine runs the pack"),
    Key::req("name", KeyType::Text, "the pack's display name"),
];

/// The keys of a display text (`{ ru = "...", en = "..." }`): one language at least; a text
/// given in one only is shown in it to the players of the other, with a warning.
pub const LOCALIZED_KEYS: &[Key] = &[
    Key::opt("en", KeyType::Str(MAX_TEXT_BYTES), "the text in English (every language falls back to it)"),
    Key::opt("ru", KeyType::Str(MAX_TEXT_BYTES), "the text in Russian (the original rules' language)"),
    Key::opt(
        crate::model::CATALOGUE_KEY,
        KeyType::Str(MAX_MESSAGE_ID),
        "a message of the pack's catalogues that says the text (`token-jam` or `token-jam.name`), in each language a `<tag>.ftl` gives it, before the texts given here; the pack's `en.ftl` must give it",
    ),
];

/// The longest catalogue message reference of a display text (`token-jam.name`), in bytes.
pub const MAX_MESSAGE_ID: usize = 96;

/// The longest display text of one language, in bytes.
pub const MAX_TEXT_BYTES: usize = 2000;

/// The most `[[help]]` lines of a pack.
pub const HELP_LINES: usize = 32;

/// Reads a pack's `[[help]]` lines. A line states a number its table's keys decide as `{key}`
/// (`"A round has {circuits} circuits"`), filled from the rules when it is shown
/// ([`fill_help_texts`]), so that a summary cannot disagree with its pack; `names` are the keys the
/// family offers, and a `{name}` that is none of them is refused with the nearest.
pub(crate) fn read_help(pack: &Sections<'_, '_>, names: &[&str]) -> Result<Vec<Localized>, ContentError> {
    let mut help = Vec::new();
    for h in pack.list("help") {
        let node = h.table()?;
        let item = node.req("text")?;
        let text = read_localized(&item)?;
        for (_, line) in text.texts() {
            if let Some(wrong) = placeholders(line).find(|name| !names.contains(name)) {
                let mut e = item.unknown("key in `{…}`", wrong, names.iter().copied());
                e.message.push_str(&format!("; a help line states these keys' values: {}", names.join(", ")));
                return Err(e);
            }
        }
        help.push(text);
        node.finish()?;
    }
    Ok(help)
}

/// The names of the `{name}` placeholders of a help line (a brace around anything but a-z, 0-9
/// and `_` is text).
fn placeholders(line: &str) -> impl Iterator<Item = &str> {
    line.split('{').skip(1).filter_map(|rest| {
        let name = rest.split_once('}')?.0;
        let ok = !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
        ok.then_some(name)
    })
}

/// A pack's `[[help]]` lines, each `{key}` replaced by its value from `values`, in every language
/// each line is given in.
pub(crate) fn fill_help_texts(help: &[Localized], values: &[(&str, String)]) -> Vec<Localized> {
    help.iter()
        .map(|h| {
            let said = h.catalogue().map_or_else(Localized::default, |id| Localized::default().with_catalogue(id));
            h.texts().fold(said, |filled, (lang, text)| {
                let mut line = String::from(text);
                for (name, value) in values {
                    if line.contains('{') {
                        line = line.replace(&format!("{{{name}}}"), value);
                    }
                }
                filled.with(lang, line)
            })
        })
        .collect()
}

/// A pack's `[[help]]` lines as messages: each line's texts with every `{key}` filled from
/// `values`, and each value passed as an argument, for a catalogue that says the line
/// (`help-1 = .text = … { $target } …`).
pub(crate) fn help_messages(help: &[Localized], values: &[(&'static str, String)]) -> Vec<crate::model::Msg> {
    fill_help_texts(help, values)
        .into_iter()
        .map(|text| values.iter().fold(crate::model::Msg::in_langs(text), |msg, (name, value)| msg.plain(name, value.clone())))
        .collect()
}

/// A display text, `{ en = "...", ru = "...", pl = "..." }`: one language at least, each key a
/// BCP 47 tag ([`Lang::parse`]). A language not given falls back along its chain to English, and
/// without English to the first text given; a text given in Russian or English alone is warned
/// of, as the shipped packs give both.
pub(crate) fn read_localized(item: &Item<'_, '_>) -> Result<Localized, ContentError> {
    let mut text = Localized::default();
    let mut count = 0;
    let node = item.table()?;
    // The languages the schema offers by name are asked for as any key is (what the test that
    // the declared keys are the keys read compares); every other tag is read as data.
    for named in LOCALIZED_KEYS {
        let _ = node.opt(named.name);
    }
    for (key, value) in node.read_all() {
        if key == crate::model::CATALOGUE_KEY {
            let reference = read_catalogue_ref(&value)?;
            text = text.with_catalogue(reference.reference());
            value.src.refs.borrow_mut().push(reference);
            count += 1;
            continue;
        }
        // A tag that is a typo of a shipped language (`eng`, `ru_`) is refused as a misspelt key:
        // a language is written by its shortest code.
        let near = nearest_id(key, ["en", "ru"]).filter(|n| n != key);
        let lang = match (Lang::parse(key), &near) {
            (Ok(lang), None) => lang,
            (Ok(lang), Some(_)) if lang.language().len() == 2 => lang,
            (parsed, _) => {
                let why = parsed.err().map_or_else(|| String::from("a language is written by its shortest code"), |e| format!("{e}"));
                let mut e =
                    value.error(format!("unknown key `{}`: {why}", crate::model::Echo::new(key))).with_kind(ContentErrorKind::UnknownKey);
                e.suggestion = near.map(String::into_boxed_str);
                return Err(e);
            }
        };
        if text.exact(lang).is_some() {
            return Err(value.error(format!("the language `{lang}` is given twice (as `{}`)", crate::model::Echo::new(key))));
        }
        let s = value.str()?;
        if s.len() > MAX_TEXT_BYTES {
            return Err(value.error(format!("text is longer than {MAX_TEXT_BYTES} bytes")));
        }
        refuse_hidden(&value, s)?;
        text = text.with(lang, s);
        count += 1;
    }
    if text.catalogue().is_some() {
        return Ok(text);
    }
    // Else the message its place names, which a catalogue may give to translate it.
    if let Some((id, attribute)) = item.implied_message() {
        let reference = CatalogueRef { id, attribute: Some(attribute), place: item.error(String::new()), implied: true };
        text = text.with_catalogue(reference.reference());
        item.src.refs.borrow_mut().push(reference);
    }
    match (count, text.exact(Lang::EN).is_some(), text.exact(Lang::RU).is_some()) {
        (0, ..) => Err(item.error(String::from("a text needs `ru` or `en` (or another language, keyed by its BCP 47 tag)"))),
        (_, true, false) => {
            item.warn(String::from("only `en` is given of `en` and `ru`: players reading Russian see the English text"));
            Ok(text)
        }
        (_, false, true) => {
            item.warn(String::from("only `ru` is given of `en` and `ru`: players reading English see the Russian text"));
            Ok(text)
        }
        _ => Ok(text),
    }
}

/// A display text's `catalogue` reference: a Fluent message id (a letter, then letters, digits,
/// `-` and `_`), with an attribute after a dot (`token-jam.name`).
fn read_catalogue_ref(item: &Item<'_, '_>) -> Result<CatalogueRef, ContentError> {
    let text = item.str()?;
    let (id, attribute) = match text.split_once('.') {
        Some((id, attribute)) => (id, Some(attribute)),
        None => (text, None),
    };
    if text.len() > MAX_MESSAGE_ID || !is_message_id(id) || !attribute.is_none_or(is_message_id) {
        return Err(item.error(format!(
            "`{}` is not a catalogue message: an id of letters, digits, `-` and `_` that starts with a letter, with an attribute after a dot (`token-jam.name`), at most {MAX_MESSAGE_ID} bytes",
            crate::model::Echo::new(text)
        )));
    }
    let place = item.error(String::new());
    Ok(CatalogueRef { id: String::from(id), attribute: attribute.map(String::from), place, implied: false })
}

/// Refuses a display text that holds a character players must not be shown as it is
/// ([`crate::model::is_hidden`]: a control, bidirectional or invisible format character), which
/// could reorder or hide what every front end (terminal, C ABI host, Python, Godot) prints. The
/// error is placed at the character where the text holds it as it is, else at the text.
fn refuse_hidden(item: &Item<'_, '_>, text: &str) -> Result<(), ContentError> {
    // The zero-width joiner and non-joiner shape words in scripts such as Persian and in emoji
    // sequences: a translation needs them, and they reorder nothing.
    let Some(c) = text.chars().find(|&c| crate::model::is_hidden(c) && !matches!(c, '\u{200c}' | '\u{200d}')) else { return Ok(()) };
    let raw = item.src.text.get(item.span.clone()).unwrap_or("");
    let at = raw.find(c).map_or(item.span.start, |i| item.span.start + i);
    let message = format!(
        "text holds the character U+{:04X}, a control, bidirectional or invisible character that could reorder or hide what players read: remove it",
        u32::from(c)
    );
    Err(item.src.error(at..at, &item.path, message))
}

/// The valid id nearest to `wrong`, if one is close enough to be a typo.
pub fn nearest_id<'a>(wrong: &str, valid: impl IntoIterator<Item = &'a str>) -> Option<String> {
    error::nearest(wrong, valid)
}
