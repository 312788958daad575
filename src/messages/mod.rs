//! Message catalogues: renders [`Msg`]s in a reader's language from Project Fluent catalogues
//! (a family's own, then its pack's), along each language's fallback chain, with CLDR plural
//! rules and the seat forms each language declares; lists the languages a pack offers; checks a
//! catalogue against English.
//!
//! # The catalogues
//!
//! A family ships one Fluent file per language (`en.ftl`, `ru.ftl`, `pl.ftl`); a pack may add
//! `<tag>.ftl` files beside its TOML, which override the family's messages of the same id and
//! add languages. English is the base: every id a family uses is in its `en.ftl`, and a message
//! missing in a language falls back along [`Lang::chain`] (`pt-BR` → `pt` → `en`). The
//! pseudo-locale `en-XA` is English with every letter accented, every text about 40% longer and
//! every message in brackets, offered wherever English is: a screen in it shows at a glance a
//! text that came from no catalogue (a pack's own text reads as its message).
//!
//! # Arguments
//!
//! A number is a Fluent number: `{ $n -> [one] card *[other] cards }` selects by the language's
//! plural rules, and a negative one is written with a true minus (`−4`). `SIGNED($n)` writes
//! `+2`, `−1`, `0`; `CAP($x)` writes a text with its first letter in upper case (a pack's name
//! that starts a sentence). A seat argument `x` ([`Arg::Seat`]) gives `$x` (`you`, `opponent` or
//! `seat`, for selectors), `$x_n` (the seat's number), `$x_name` (the language's `person`
//! message) and `$x_<attr>` for each attribute of `person` (English's `.cap` and `.poss`,
//! Russian's cases): a language declares the forms its grammar needs. A list argument is
//! joined by the language's `list-sep` message.

use std::format;
use std::string::{String, ToString};
use std::sync::{Arc, Mutex};
use std::vec;
use std::vec::Vec;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::content::Pack;
use crate::model::{Arg, Lang, Localized, Msg, Person};

mod check;
mod pseudo;

pub use check::{check_catalogues, check_pack_catalogues, CatalogueGap, GapKind};

/// The pseudo-locale: English, accented, 40% longer, each message in brackets.
pub const PSEUDO: Lang = Lang::EN_XA;

/// One catalogue file: its language, its file name (for errors) and its Fluent source.
#[derive(Clone, Debug)]
pub struct CatalogueFile {
    /// The language it gives.
    pub lang: Lang,
    /// Where it comes from (`pazaak/ru.ftl`, a pack's `de.ftl`).
    pub file: String,
    /// The Fluent source.
    pub source: Arc<str>,
}

/// Every message a pack's readers may read, by language: its family's catalogues, then its own.
pub struct Catalogue {
    /// One bundle a language, in the order first given; the pseudo-locale's last.
    bundles: Vec<(Lang, FluentBundle<Arc<FluentResource>>)>,
    /// The files, as given (what `check` reads).
    files: Vec<CatalogueFile>,
}

impl core::fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Catalogue").field("languages", &self.languages()).finish_non_exhaustive()
    }
}

impl Catalogue {
    /// A catalogue of `files` (a family's first, then a pack's: a later file's message overrides
    /// an earlier one of the same id and language). A file that does not parse is refused with
    /// its line and column.
    pub fn new(files: Vec<CatalogueFile>) -> Result<Catalogue, CatalogueError> {
        let (catalogue, mut errors) = Catalogue::build(files);
        match errors.is_empty() {
            true => Ok(catalogue),
            false => Err(errors.remove(0)),
        }
    }

    /// A catalogue of the files of `files` that parse, and the problems of those that do not.
    pub fn build(files: Vec<CatalogueFile>) -> (Catalogue, Vec<CatalogueError>) {
        let mut bundles: Vec<(Lang, FluentBundle<Arc<FluentResource>>)> = Vec::new();
        let mut english: Vec<Arc<FluentResource>> = Vec::new();
        let mut errors = Vec::new();
        for file in &files {
            let resource = match parse(file) {
                Ok(r) => Arc::new(r),
                Err(e) => {
                    errors.push(e);
                    continue;
                }
            };
            if file.lang == Lang::EN {
                english.push(Arc::clone(&resource));
            }
            let at = match bundles.iter().position(|(l, _)| *l == file.lang) {
                Some(at) => at,
                None => {
                    bundles.push((file.lang, bundle(file.lang)));
                    bundles.len() - 1
                }
            };
            bundles[at].1.add_resource_overriding(resource);
        }
        if !english.is_empty() && !bundles.iter().any(|(l, _)| *l == PSEUDO) {
            let mut pseudo = bundle(PSEUDO);
            pseudo.set_transform(Some(pseudo::transform));
            for resource in english {
                pseudo.add_resource_overriding(resource);
            }
            bundles.push((PSEUDO, pseudo));
        }
        (Catalogue { bundles, files }, errors)
    }

    /// The languages it has messages in, in the order first given (the shared messages' first):
    /// what `check` compares. What a pack *offers* readers is [`languages`].
    pub fn languages(&self) -> Vec<Lang> {
        self.bundles.iter().map(|(l, _)| *l).collect()
    }

    /// The files it was made of.
    pub fn files(&self) -> &[CatalogueFile] {
        &self.files
    }

    /// The ids of the messages of exactly `lang`'s files.
    fn message_ids(&self, lang: Lang) -> Vec<String> {
        let resources = self.files.iter().filter(|f| f.lang == lang).filter_map(|f| FluentResource::try_new(f.source.to_string()).ok());
        let mut ids = Vec::new();
        for resource in resources {
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    ids.push(m.id.name.to_string());
                }
            }
        }
        ids
    }

    /// The bundle of exactly `lang`.
    fn bundle(&self, lang: Lang) -> Option<&FluentBundle<Arc<FluentResource>>> {
        self.bundles.iter().find(|(l, _)| *l == lang).map(|(_, b)| b)
    }

    /// The first bundle along `lang`'s chain that holds message `id`, with its language.
    fn find(&self, id: &str, lang: Lang) -> Option<(Lang, &FluentBundle<Arc<FluentResource>>)> {
        lang.chain().find_map(|l| self.bundle(l).filter(|b| b.has_message(id)).map(|b| (l, b)))
    }

    /// `msg` in `lang`, alone (an aligned argument is not padded). A literal is written as it
    /// is; an id no catalogue along the chain holds is written as `{id}` (what `check` reports
    /// before a player sees it).
    pub fn render(&self, msg: &Msg, lang: Lang) -> String {
        self.render_marked(msg, lang).replace([ALIGN, CELL, CELL_END], "")
    }

    /// [`Catalogue::render`], an aligned argument's end marked with [`ALIGN`].
    fn render_marked(&self, msg: &Msg, lang: Lang) -> String {
        if let Some(text) = msg.as_literal() {
            return match (lang == PSEUDO, text) {
                // A pack's own text, said by its catalogue message with the literal's other
                // arguments (a help line's `{ $target }`); in the pseudo-locale bracketed.
                (pseudo, Arg::Text(t)) => {
                    let said = self.localized_with(t, lang, &self.args(msg, lang));
                    if pseudo {
                        format!("[{said}]")
                    } else {
                        said
                    }
                }
                _ => self.text_of(text, lang),
            };
        }
        let Some((found, bundle)) = self.find(msg.id(), lang) else {
            return format!("{{{}}}", msg.id());
        };
        let args = self.args(msg, found);
        let text = format_message(bundle, msg.id(), None, Some(&args));
        if found == PSEUDO {
            format!("[{text}]")
        } else {
            text
        }
    }

    /// Each line of `msgs` in `lang`, the aligned arguments of each run of lines that have one
    /// padded to the run's widest.
    pub fn render_all(&self, msgs: &[Msg], lang: Lang) -> Vec<String> {
        let mut lines: Vec<String> = msgs.iter().map(|m| self.render_marked(m, lang)).collect();
        align_runs(&mut lines);
        lines
    }

    /// The Fluent arguments of `msg` in `lang`.
    fn args(&self, msg: &Msg, lang: Lang) -> FluentArgs<'static> {
        let mut args = FluentArgs::new();
        for (name, arg) in msg.args() {
            match arg {
                Arg::Num(n) => args.set(*name, FluentValue::from(*n)),
                Arg::Seat { seat, person } => self.seat_args(&mut args, name, *seat, *person, lang),
                other => args.set(*name, FluentValue::from(self.text_of(other, lang))),
            }
        }
        args
    }

    /// A seat argument's selector, number and forms ([`Arg::Seat`]).
    fn seat_args(&self, args: &mut FluentArgs<'static>, name: &str, seat: u8, person: Person, lang: Lang) {
        let key = match person {
            Person::You => "you",
            Person::Opponent => "opponent",
            Person::Numbered => "seat",
        };
        args.set(String::from(name), FluentValue::from(key));
        args.set(format!("{name}_n"), FluentValue::from(i64::from(seat)));
        let Some((_, bundle)) = self.find("person", lang) else { return };
        let mut inner = FluentArgs::new();
        inner.set("who", FluentValue::from(key));
        inner.set("n", FluentValue::from(i64::from(seat)));
        args.set(format!("{name}_name"), FluentValue::from(format_message(bundle, "person", None, Some(&inner))));
        let attrs: Vec<String> =
            bundle.get_message("person").map(|m| m.attributes().map(|a| a.id().to_string()).collect()).unwrap_or_default();
        for attr in attrs {
            let form = format_message(bundle, "person", Some(&attr), Some(&inner));
            args.set(format!("{name}_{attr}"), FluentValue::from(form));
        }
    }

    /// A text argument in `lang`.
    fn text_of(&self, arg: &Arg, lang: Lang) -> String {
        match arg {
            Arg::Msg(inner) => self.render(inner, lang),
            Arg::Text(text) => self.localized(text, lang),
            Arg::List(items) => {
                let sep = match self.find("list-sep", lang) {
                    Some((_, b)) => format_message(b, "list-sep", None, None),
                    None => String::from(", "),
                };
                items.iter().map(|a| self.text_of(a, lang)).collect::<Vec<_>>().join(&sep)
            }
            Arg::Joined(sep, items) => items.iter().map(|a| self.text_of(a, lang)).collect::<Vec<_>>().join(sep),
            Arg::Padded(inner, width) => {
                let mut text = self.text_of(inner, lang);
                let short = usize::from(*width).saturating_sub(text.chars().count());
                text.extend(core::iter::repeat_n(' ', short));
                text
            }
            Arg::Aligned(inner) => {
                let mut text = self.text_of(inner, lang);
                text.push(ALIGN);
                text
            }
            Arg::Cell(inner, min) => format!("{CELL}{min}{CELL}{}{CELL_END}", self.text_of(inner, lang)),
            Arg::Plain(text) => text.clone(),
            Arg::Num(n) if *n < 0 => format!("−{}", n.unsigned_abs()),
            Arg::Num(n) => n.to_string(),
            Arg::Seat { seat, .. } => seat.to_string(),
        }
    }
}

impl Catalogue {
    /// A display text in `lang`: along `lang`'s chain, the first language in which its catalogue
    /// message (if it names one) or a text given is, the message first; else the first text
    /// given. A pack's English text read in the pseudo-locale is accented.
    fn localized(&self, text: &Localized, lang: Lang) -> String {
        self.localized_with(text, lang, &FluentArgs::new())
    }

    /// [`Catalogue::localized`], its catalogue message given `args`.
    fn localized_with(&self, text: &Localized, lang: Lang, args: &FluentArgs<'_>) -> String {
        for l in lang.chain() {
            if let Some(said) = text.catalogue().and_then(|id| self.say_exactly(id, l, args)) {
                return said;
            }
            if let Some(given) = text.exact(l) {
                return if lang == PSEUDO && l != PSEUDO { pseudo::transform(given).into_owned() } else { String::from(given) };
            }
        }
        let shown = text.get(lang);
        if lang == PSEUDO {
            pseudo::transform(shown).into_owned()
        } else {
            String::from(shown)
        }
    }

    /// Message `reference` (`id` or `id.attribute`) of exactly `lang`'s catalogue, with no
    /// arguments, if that catalogue gives it.
    fn say_exactly(&self, reference: &str, lang: Lang, args: &FluentArgs<'_>) -> Option<String> {
        let (id, attribute) = match reference.split_once('.') {
            Some((id, attribute)) => (id, Some(attribute)),
            None => (reference, None),
        };
        let bundle = self.bundle(lang)?;
        let message = bundle.get_message(id)?;
        let found = match attribute {
            Some(a) => message.get_attribute(a).is_some(),
            None => message.value().is_some(),
        };
        found.then(|| format_message(bundle, id, attribute, Some(args)))
    }

    /// Whether exactly `lang`'s catalogue gives message `reference` (`id` or `id.attribute`).
    pub fn gives(&self, reference: &str, lang: Lang) -> bool {
        self.say_exactly(reference, lang, &FluentArgs::new()).is_some()
    }
}

/// `s` with its first letter in upper case (a sentence that begins with a name): `CAP`.
fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// Marks the end of an aligned argument in a rendered line until its run is padded: a control
/// character no catalogue or pack text may hold.
const ALIGN: char = '\u{1f}';

/// Marks a cell's start and, after its least width, its text's start ([`Arg::Cell`]).
const CELL: char = '\u{1d}';
/// Marks a cell's end.
const CELL_END: char = '\u{1e}';

/// Pads each run of consecutive lines that mark an aligned argument or a cell so that their
/// marks line up and their cells are as wide as the run's widest, and drops the marks.
fn align_runs(lines: &mut [String]) {
    let marked = |l: &String| l.contains(ALIGN) || l.contains(CELL);
    let mut start = 0;
    while start < lines.len() {
        let mut end = start;
        while end < lines.len() && marked(&lines[end]) {
            end += 1;
        }
        if end == start {
            start += 1;
            continue;
        }
        let width = |l: &String| l.split(ALIGN).next().map_or(0, |head| head.chars().count());
        let widest = lines[start..end].iter().filter(|l| l.contains(ALIGN)).map(width).max().unwrap_or(0);
        for line in &mut lines[start..end] {
            if line.contains(ALIGN) {
                let pad = " ".repeat(widest - width(line));
                *line = line.replacen(ALIGN, &pad, 1).replace(ALIGN, "");
            }
        }
        pad_cells(&mut lines[start..end]);
        start = end;
    }
}

/// Pads every cell of `lines` to the widest of its column (the cells of a line are its
/// columns, from the left; a column is at least the largest least width of its cells), drops the
/// marks and the spaces a line with a cell ends with.
fn pad_cells(lines: &mut [String]) {
    // Each cell: `CELL least CELL text CELL_END`.
    let cells = |l: &str| -> Vec<(usize, usize)> {
        l.split(CELL_END)
            .filter_map(|part| {
                let mut it = part.rsplitn(3, CELL);
                let text = it.next()?;
                let least = it.next()?;
                it.next()?;
                Some((least.parse().unwrap_or(0), text.chars().count()))
            })
            .collect()
    };
    let mut widest: Vec<usize> = Vec::new();
    for line in lines.iter() {
        for (column, (least, width)) in cells(line).into_iter().enumerate() {
            if widest.len() <= column {
                widest.push(0);
            }
            widest[column] = widest[column].max(least.max(width));
        }
    }
    for line in lines.iter_mut().filter(|l| l.contains(CELL)) {
        let mut out = String::new();
        let mut column = 0;
        for part in line.split_inclusive(CELL_END) {
            match part.strip_suffix(CELL_END).and_then(|p| p.split_once(CELL)) {
                Some((before, rest)) => {
                    let text = rest.split_once(CELL).map_or(rest, |(_, t)| t);
                    out.push_str(before);
                    out.push_str(text);
                    let width = widest.get(column).copied().unwrap_or(0);
                    out.extend(core::iter::repeat_n(' ', width.saturating_sub(text.chars().count())));
                    column += 1;
                }
                None => out.push_str(part),
            }
        }
        out.truncate(out.trim_end().len());
        *line = out;
    }
}

/// A message's value (or its attribute `attr`) formatted with `args`; empty when it has none.
fn format_message(bundle: &FluentBundle<Arc<FluentResource>>, id: &str, attr: Option<&str>, args: Option<&FluentArgs<'_>>) -> String {
    let Some(message) = bundle.get_message(id) else { return String::new() };
    let pattern = match attr {
        Some(a) => message.get_attribute(a).map(|a| a.value()),
        None => message.value(),
    };
    let Some(pattern) = pattern else { return String::new() };
    // A message that names an argument it was not given writes `{$name}`: `check` reports it.
    let mut errors = Vec::new();
    bundle.format_pattern(pattern, args, &mut errors).into_owned()
}

/// An empty bundle of `lang`: no bidi isolation marks (they are invisible characters a terminal
/// and an error message refuse), a true minus for negative numbers, and `SIGNED`.
fn bundle(lang: Lang) -> FluentBundle<Arc<FluentResource>> {
    let id: unic_langid::LanguageIdentifier = lang.as_str().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(format_number));
    // Cannot fail: the bundle is new and the names differ.
    let _ = bundle.add_function("SIGNED", |args, _| match args.first() {
        Some(FluentValue::Number(n)) => FluentValue::from(crate::model::signed(n.value as i32)),
        Some(other) => other.clone(),
        None => FluentValue::None,
    });
    let _ = bundle.add_function("CAP", |args, _| match args.first() {
        Some(FluentValue::String(text)) => FluentValue::from(capitalise(text)),
        Some(other) => other.clone(),
        None => FluentValue::None,
    });
    bundle
}

/// A negative number with a true minus (`−4`); others as Fluent writes them.
fn format_number<M>(value: &FluentValue<'_>, _memo: &M) -> Option<String> {
    let FluentValue::Number(n) = value else { return None };
    (n.value < 0.0).then(|| {
        let mut abs = n.clone();
        abs.value = -n.value;
        format!("−{}", abs.as_string())
    })
}

/// Parses one file; a syntax error, or a character a player must not be shown as it is (a
/// control, bidirectional or invisible format character: [`crate::model::is_hidden`]), is
/// refused with its line and column.
fn parse(file: &CatalogueFile) -> Result<FluentResource, CatalogueError> {
    let at = |offset: usize, message: String| {
        let (line, column) = crate::content::line_column(&file.source, offset);
        CatalogueError { file: file.file.clone(), line, column, message }
    };
    if let Some((offset, c)) =
        file.source.char_indices().find(|&(_, c)| crate::model::is_hidden(c) && !matches!(c, '\n' | '\r' | '\t' | '\u{200c}' | '\u{200d}'))
    {
        return Err(at(
            offset,
            format!("the catalogue holds the character U+{:04X}, which a player must not be shown as it is", u32::from(c)),
        ));
    }
    FluentResource::try_new(file.source.to_string()).map_err(|(_, errors)| match errors.first() {
        Some(first) => at(first.pos.start, crate::model::echo_message(&format!("{}", first.kind))),
        None => at(0, String::from("the catalogue does not parse")),
    })
}

/// A catalogue file that does not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {message}")]
pub struct CatalogueError {
    /// The file.
    pub file: String,
    /// Its line (1-based).
    pub line: u32,
    /// Its column (1-based, in characters).
    pub column: u32,
    /// What is wrong.
    pub message: String,
}

/// The catalogues built for rendering, the latest [`CACHE_MOST`] packs' (by content hash and
/// family).
static CACHE: Mutex<Vec<(u64, &'static str, Arc<Catalogue>)>> = Mutex::new(Vec::new());

/// The catalogues of `pack` (its family's, then its own), built once and kept for the packs
/// rendered latest, until [`release_catalogues`].
pub fn catalogue(pack: &Pack) -> Arc<Catalogue> {
    let mut cache = CACHE.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some((.., c)) = cache.iter().find(|(hash, family, _)| *hash == pack.hash && *family == pack.family) {
        return Arc::clone(c);
    }
    // A pack's catalogues were checked when it loaded ([`check_pack`]): a file that does not
    // parse here is left out, its messages read from the files before it.
    let built = Arc::new(Catalogue::build(catalogue_files(pack)).0);
    if cache.len() == CACHE_MOST {
        cache.remove(0);
    }
    cache.push((pack.hash, pack.family, Arc::clone(&built)));
    built
}

/// Frees the catalogues kept for rendering (a render in progress keeps the ones it holds until it
/// ends); the next render builds its pack's again. For a host that is done with the library (a
/// leak checker then sees nothing held) or that wants the memory back after dropping its packs.
pub fn release_catalogues() {
    CACHE.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clear();
}

/// The messages every family's catalogues share (`person`, `list-sep`), one file a language.
const SHARED: &[(&str, &str)] =
    &[("en", include_str!("shared/en.ftl")), ("ru", include_str!("shared/ru.ftl")), ("pl", include_str!("shared/pl.ftl"))];

/// The files of `pack`'s catalogues: the shared messages, its family's, then its own (each
/// overriding the ones before).
pub fn catalogue_files(pack: &Pack) -> Vec<CatalogueFile> {
    let shared = SHARED.iter().filter_map(|(tag, source)| {
        let lang = Lang::parse(tag).ok()?;
        Some(CatalogueFile { lang, file: format!("shared/{tag}.ftl"), source: Arc::from(*source) })
    });
    let family = pack.family_words().catalogues.iter().filter_map(|(tag, source)| {
        let lang = Lang::parse(tag).ok()?;
        Some(CatalogueFile { lang, file: format!("{}/{tag}.ftl", pack.family), source: Arc::from(*source) })
    });
    let own = pack.catalogues().iter().map(|(lang, file, source)| CatalogueFile {
        lang: *lang,
        file: file.clone(),
        source: Arc::from(source.as_str()),
    });
    shared.chain(family).chain(own).collect()
}

/// Checks a pack's own catalogue files: each parses and holds no character a player must not be
/// shown as it is. What a pack loader calls, so that a broken catalogue is refused at load like a
/// broken TOML file (with its file, line and column).
pub fn check_pack(pack: &Pack) -> Result<(), crate::content::ContentError> {
    for (lang, file, source) in pack.catalogues() {
        let file = CatalogueFile { lang: *lang, file: file.clone(), source: Arc::from(source.as_str()) };
        parse(&file).map_err(CatalogueError::into_content_error)?;
    }
    check_refs(pack)
}

/// Refuses a display text whose `catalogue` message no English catalogue of the pack (its own
/// `en.ftl`, or its family's) gives, at the text, with the nearest message id that is given.
fn check_refs(pack: &Pack) -> Result<(), crate::content::ContentError> {
    if pack.catalogue_refs().iter().all(|r| r.implied) {
        return Ok(());
    }
    let catalogue = Catalogue::build(catalogue_files(pack)).0;
    for r in pack.catalogue_refs().iter().filter(|r| !r.implied) {
        if catalogue.gives(&r.reference(), Lang::EN) {
            continue;
        }
        let ids = catalogue.message_ids(Lang::EN);
        let mut e = r.place.clone();
        e.message = match (catalogue.bundle(Lang::EN).is_some_and(|b| b.has_message(&r.id)), &r.attribute) {
            (true, Some(attribute)) => format!("the catalogue message `{}` has no attribute `.{attribute}`", r.id),
            (true, None) => format!("the catalogue message `{}` has no value (name one of its attributes: `{}.name`)", r.id, r.id),
            _ => format!("no English catalogue of the pack gives the message `{}`: add it to the pack's `en.ftl`", r.id),
        };
        e.suggestion = crate::content::nearest_id(&r.id, ids.iter().map(String::as_str)).map(String::into_boxed_str);
        return Err(e);
    }
    Ok(())
}

impl CatalogueError {
    /// The problem as a content error (its file, line and column; no key path).
    pub fn into_content_error(self) -> crate::content::ContentError {
        crate::content::ContentError::new(&self.file, self.line, self.column, "", self.message)
            .with_kind(crate::content::ContentErrorKind::Syntax)
    }
}

/// Most packs whose catalogues are kept built.
const CACHE_MOST: usize = 32;

/// The languages `pack` offers: those its family's catalogues give (English for a family that
/// ships none), then those its own catalogues add, then the pseudo-locale. The messages every family shares (`person`) offer no language by themselves.
pub fn languages(pack: &Pack) -> Vec<Lang> {
    let family = pack.family_words().catalogues.iter().filter_map(|(tag, _)| Lang::parse(tag).ok());
    let mut offered: Vec<Lang> = Vec::new();
    for lang in family {
        if !offered.contains(&lang) {
            offered.push(lang);
        }
    }
    if offered.is_empty() {
        offered.push(Lang::EN);
    }
    for (lang, ..) in pack.catalogues() {
        if !offered.contains(lang) {
            offered.push(*lang);
        }
    }
    if offered.contains(&Lang::EN) && !offered.contains(&PSEUDO) {
        offered.push(PSEUDO);
    }
    offered
}

/// A display text of `pack` (its name, an item's) in `lang`: its catalogue message if it names
/// one, else the text given ([`Localized`]).
pub fn localized(pack: &Pack, text: &Localized, lang: Lang) -> String {
    catalogue(pack).localized(text, lang)
}

/// `msg` in `lang`, from `pack`'s catalogues.
pub fn render(pack: &Pack, msg: &Msg, lang: Lang) -> String {
    catalogue(pack).render(msg, lang)
}

/// Each of `msgs` in `lang`, from `pack`'s catalogues.
pub fn render_all(pack: &Pack, msgs: &[Msg], lang: Lang) -> Vec<String> {
    catalogue(pack).render_all(msgs, lang)
}
