//! The gathering pass of a load that failed: every file's syntax, and every unknown key, type,
//! range and word problem of every section, found from the declared keys ([`super::keys`]).
//!
//! A family's loader stops at the first problem of a section it needs before the next one (a
//! typo in `[table]` stops it before the tokens), so on its own a load would hide the problems
//! behind it. This pass reads every file of the pack on its own against the keys its family
//! declares (which a test keeps equal to the keys the loaders read) and goes on past each
//! problem: what the load could not reach is reported too. It runs only when the load failed;
//! what it finds at a place the load already reported is dropped there.

use alloc::string::String;
use alloc::vec::Vec;

use super::keys::{Key, KeyType};
use super::reader::{Item, Node, Source, MAX_WARNINGS_PER_FILE};
use super::vocab::{known_names, CardDef, CondDef, HookDef, OpDef, PartDef, PickDef, UntilDef, Vocabulary, Who, WordDef};
use super::{ContentError, Loader, MAX_EFFECTS_PER_TOKEN, TABLE_KEYS};

/// The keys an effect may have (what `plays::compile_rule` reads at some table), besides the part
/// keys of the registered vocabularies ([`super::vocab::PartKey`]), which come after `card`.
const EFFECT_KEYS: &[&str] =
    &["hook", "who", "when", "n", "until", "turns", "priority", "card", "op", "value", "extra_to", "limit", "amount", "from", "to", "of"];

/// Every problem this pass finds in the pack's files (at most [`MAX_WARNINGS_PER_FILE`] a file,
/// besides its syntax): the files' own (size, TOML), then each parsed file's sections against
/// the declared keys of the family that `[table] family` names in any file.
pub(crate) fn lint(sources: &[Source<'_>], loaders: &[Loader]) -> Vec<ContentError> {
    let mut docs = Vec::with_capacity(sources.len());
    let mut problems = Vec::new();
    for src in sources {
        match super::parse_file(src) {
            Ok(doc) => docs.push((src, doc)),
            Err(e) => problems.push(e),
        }
    }
    let family = |doc: &toml::de::DeTable<'_>| {
        let table = doc.get("table")?.get_ref().as_table()?;
        let name = table.get("family")?.get_ref().as_str()?;
        loaders.iter().find(|l| l.family == name)
    };
    let loader = docs.iter().find_map(|(_, doc)| family(doc.get_ref()));
    for (src, doc) in &docs {
        let root = Node::new(src, String::new(), doc.span(), doc.get_ref());
        let mut found = Vec::new();
        lint_root(&root, loader, &mut found);
        found.truncate(MAX_WARNINGS_PER_FILE);
        problems.extend(found);
    }
    problems
}

/// The problems of one file's top-level sections.
fn lint_root(root: &Node<'_, '_>, loader: Option<&Loader>, out: &mut Vec<ContentError>) {
    let mut read: Vec<&'static str> = Vec::from(["table"]);
    if let Some(table) = root.opt("table") {
        let family_keys: &[Key] = loader.map_or(&[], |l| l.table);
        match table.table() {
            Ok(node) => lint_keys(&node, TABLE_KEYS.iter().chain(family_keys), loader.is_some(), out),
            Err(e) => out.push(e),
        }
    }
    let Some(loader) = loader else { return };
    for section in loader.sections {
        read.push(section.name);
        let Some(item) = root.opt(section.name) else { continue };
        let ty = KeyType::Table(section.keys);
        if section.list {
            match item.array(section.most) {
                Ok(entries) => entries.iter().for_each(|entry| lint_value(entry, &ty, out)),
                Err(e) => out.push(e),
            }
        } else {
            lint_value(&item, &ty, out);
        }
    }
    out.extend(root.unknown_keys(&read));
}

/// The problems of a table read with `keys`: each key's value, each missing required key (when
/// `required`), each unknown key.
fn lint_keys<'k>(node: &Node<'_, '_>, keys: impl Iterator<Item = &'k Key>, required: bool, out: &mut Vec<ContentError>) {
    let mut read = Vec::new();
    for key in keys {
        read.push(key.name);
        match node.opt(key.name) {
            Some(item) => lint_value(&item, &key.ty, out),
            None if required && key.required => out.extend(node.req(key.name).err()),
            None => {}
        }
    }
    out.extend(node.unknown_keys(&read));
}

/// The problems of one value of type `ty`.
fn lint_value(item: &Item<'_, '_>, ty: &KeyType, out: &mut Vec<ContentError>) {
    let problem = match *ty {
        KeyType::Bool => {
            item.value.as_bool().is_none().then(|| item.error(alloc::format!("expected a boolean, found {}", item.value.type_str())))
        }
        KeyType::Str(most) => item.str().err().or_else(|| {
            let s = item.value.as_str().unwrap_or("");
            (s.len() > most).then(|| item.error(alloc::format!("text is longer than {most} bytes")))
        }),
        KeyType::Id => super::read_id(item).err(),
        KeyType::Text => super::read_localized(item).err(),
        KeyType::Int { min, max } => item.int(min, max).err(),
        KeyType::Words(words) => item.str().err().or_else(|| {
            let s = item.value.as_str().unwrap_or("");
            (!words.iter().any(|(w, _)| *w == s)).then(|| item.unknown("word", s, words.iter().map(|(w, _)| *w)))
        }),
        KeyType::Either(types) => lint_either(item, types),
        KeyType::Picks(keys) => match item.value.as_str() {
            Some(_) => listed::<PickDef>(item, &item.src.vocabularies.borrow(), "word"),
            None if lint_either(item, &[KeyType::Table(keys)]).is_none() => None,
            None => item.str().err(),
        },
        KeyType::List { of, least, most } => match item.array(most) {
            Ok(entries) if entries.len() < least => {
                Some(item.error(alloc::format!("at least {least} entries are needed, found {}", entries.len())))
            }
            Ok(entries) => {
                for entry in &entries {
                    lint_value(entry, of, out);
                }
                None
            }
            Err(e) => Some(e),
        },
        KeyType::Table(keys) | KeyType::Changes(keys) => match item.table() {
            Ok(node) => {
                lint_keys(&node, keys.iter(), matches!(ty, KeyType::Table(_)), out);
                None
            }
            Err(e) => Some(e),
        },
        KeyType::Effects => match item.array(MAX_EFFECTS_PER_TOKEN) {
            Ok(effects) => {
                for effect in &effects {
                    lint_effect(effect, out);
                }
                None
            }
            Err(e) => Some(e),
        },
        KeyType::Family => item.str().err(),
    };
    out.extend(problem);
}

/// The problem of a value of one of `types`, if it is of none: the problem it has as the first
/// type of its own kind (a string read as a word, a number as a number).
fn lint_either(item: &Item<'_, '_>, types: &[KeyType]) -> Option<ContentError> {
    let mut first = None;
    for ty in types {
        let mut found = Vec::new();
        lint_value(item, ty, &mut found);
        if found.is_empty() {
            return None;
        }
        let same_kind = matches!(
            (ty, item.value.as_str().is_some()),
            (KeyType::Int { .. }, false) | (KeyType::Words(_) | KeyType::Str(_) | KeyType::Id, true)
        );
        if same_kind || first.is_none() {
            first = found.into_iter().next();
            if same_kind {
                break;
            }
        }
    }
    first
}

/// The problems of one effect: its words, its small numbers and its unknown keys (what it means
/// at this kind of table is left to the load).
fn lint_effect(item: &Item<'_, '_>, out: &mut Vec<ContentError>) {
    let node = match item.table() {
        Ok(node) => node,
        Err(e) => return out.push(e),
    };
    let vocabularies = item.src.vocabularies.borrow().clone();
    let mut keys: Vec<&'static str> = Vec::from(EFFECT_KEYS);
    let mut parts = Vec::new();
    for key in vocabularies.iter().filter_map(|v| v.part_key) {
        if !keys.contains(&key.key) {
            let op = keys.iter().position(|k| *k == "op").unwrap_or(keys.len());
            keys.insert(op, key.key);
            if let Some(i) = node.opt(key.key) {
                parts.push(listed::<PartDef>(&i, &vocabularies, key.key));
            }
        }
    }
    let problems = [
        node.req("hook").and_then(|i| read_any::<HookDef>(&i, &vocabularies)).err(),
        node.opt("who").and_then(|i| Who::read(&i, "who").err()),
        node.opt("when").and_then(|i| read_any::<CondDef>(&i, &vocabularies).err()),
        node.opt("until").and_then(|i| read_any::<UntilDef>(&i, &vocabularies).err()),
        node.opt("card").and_then(|i| listed::<CardDef>(&i, &vocabularies, "card")),
    ];
    let more = [
        node.req("op").and_then(|i| read_any::<OpDef>(&i, &vocabularies)).err(),
        node.opt("n").and_then(|i| i.int(0, 100).err()),
        node.opt("priority").and_then(|i| i.int(0, 3).err()),
        node.opt("turns").and_then(|i| i.int(1, 100).err()),
    ];
    out.extend(problems.into_iter().chain(parts).chain(more).flatten());
    for key in &keys {
        node.opt(key);
    }
    out.extend(node.unknown_keys(&keys));
}

/// The problem of a word of kind `D` that no registered vocabulary has, named an unknown `what`
/// with the nearest of them all (in the order they are registered).
fn listed<D: WordDef>(item: &Item<'_, '_>, vocabularies: &[&'static Vocabulary], what: &str) -> Option<ContentError> {
    let text = match item.str() {
        Ok(text) => text,
        Err(e) => return Some(e),
    };
    let names = known_names::<D>(vocabularies);
    (!names.contains(&text)).then(|| item.unknown(what, text, names))
}

/// Reads a word of kind `D` that some registered vocabulary has (what it means at this kind of
/// table is left to the load), or names the nearest of them all.
fn read_any<D: WordDef>(item: &Item<'_, '_>, vocabularies: &[&'static Vocabulary]) -> Result<(), ContentError> {
    let text = item.str()?;
    if vocabularies.iter().any(|v| v.named::<D>(text).is_some()) {
        return Ok(());
    }
    let mut names: Vec<&'static str> = vocabularies.iter().flat_map(|v| v.words::<D>().map(super::vocab::WordDef::name)).collect();
    names.sort_unstable();
    names.dedup();
    Err(item.unknown(D::WHAT, text, names))
}
