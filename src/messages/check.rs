//! What `archeon check` says of a pack's catalogues: per language, the messages English has and
//! it lacks, those it has and English lacks, and the arguments a message reads that its id does
//! not pass.

use std::collections::BTreeSet;
use std::string::{String, ToString};
use std::vec::Vec;

use fluent_bundle::FluentResource;
use fluent_syntax::ast;

use super::{Catalogue, PSEUDO};
use crate::model::{Lang, MsgDef};

/// A gap between a language's catalogue and English, or between a message and its id's
/// declared arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogueGap {
    /// The language.
    pub lang: Lang,
    /// The message id (`pazaak-dealt`).
    pub id: String,
    /// What is wrong.
    pub kind: GapKind,
}

/// What kind of gap a [`CatalogueGap`] is.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GapKind {
    /// English has the message and this language does not: its readers see the English.
    Missing,
    /// This language has a message English does not: no text asks for it.
    Extra,
    /// The message reads `$name`, which its id does not pass: it shows `{$name}`.
    UnknownArgument(String),
}

impl core::fmt::Display for CatalogueGap {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match &self.kind {
            GapKind::Missing => write!(f, "{}: `{}` is missing (its readers see the English)", self.lang, self.id),
            GapKind::Extra => write!(f, "{}: `{}` is not an English message: nothing shows it", self.lang, self.id),
            GapKind::UnknownArgument(name) => {
                write!(f, "{}: `{}` reads `${name}`, which the message is not given", self.lang, self.id)
            }
        }
    }
}

/// The gaps of `catalogue`, whose messages are declared by `declared` (the family's ids and the
/// arguments each passes; an id not declared, such as a pack's own, is checked against the
/// arguments its English reads). English is checked against the declarations alone; the
/// pseudo-locale is English and is not checked.
pub fn check_catalogues(catalogue: &Catalogue, declared: &[&[MsgDef]]) -> Vec<CatalogueGap> {
    let declared: Vec<MsgDef> = declared.iter().flat_map(|list| list.iter().copied()).collect();
    let english = messages_of(catalogue, Lang::EN);
    let mut gaps = Vec::new();
    for def in &declared {
        if !english.iter().any(|m| m.id == def.id) {
            gaps.push(CatalogueGap { lang: Lang::EN, id: def.id.to_string(), kind: GapKind::Missing });
        }
    }
    for lang in catalogue.languages() {
        if lang == PSEUDO {
            continue;
        }
        let own = messages_of(catalogue, lang);
        if lang != Lang::EN {
            for m in &english {
                if !own.iter().any(|o| o.id == m.id) {
                    gaps.push(CatalogueGap { lang, id: m.id.clone(), kind: GapKind::Missing });
                }
            }
        }
        for m in &own {
            let base = english.iter().find(|e| e.id == m.id);
            if lang != Lang::EN && base.is_none() {
                gaps.push(CatalogueGap { lang, id: m.id.clone(), kind: GapKind::Extra });
                continue;
            }
            let passed: Vec<&str> = match declared.iter().find(|d| d.id == m.id) {
                Some(def) => def.args.to_vec(),
                None => base.map(|b| b.reads.iter().map(String::as_str).collect()).unwrap_or_default(),
            };
            for name in &m.reads {
                if !passes(&passed, name) {
                    gaps.push(CatalogueGap { lang, id: m.id.clone(), kind: GapKind::UnknownArgument(name.clone()) });
                }
            }
        }
    }
    gaps
}

/// The gaps of `pack`'s catalogues ([`check_catalogues`] over its family's declarations), its
/// display texts' messages included: a message a text names (`side_card-plus_1.name`, by its
/// place or with `catalogue`) is no extra one, and in a language the pack's own catalogues add,
/// a text whose message that language does not give is missing (its readers see the text given).
pub fn check_pack_catalogues(pack: &crate::content::Pack) -> Vec<CatalogueGap> {
    let catalogue = super::catalogue(pack);
    let named = |id: &str| pack.catalogue_refs().iter().any(|r| r.id == id);
    let mut gaps: Vec<CatalogueGap> = check_catalogues(&catalogue, pack.family_words().messages)
        .into_iter()
        .filter(|g| !(g.kind == GapKind::Extra && named(&g.id)))
        .collect();
    // A pack's catalogue files are one a language ([`crate::content::Pack::compile`] refuses two).
    let added = pack.catalogues().iter().map(|(lang, ..)| *lang).filter(|l| *l != Lang::EN);
    for lang in added {
        for r in pack.catalogue_refs().iter().filter(|r| r.implied) {
            let reference = r.reference();
            if !catalogue.gives(&reference, lang) && !gaps.iter().any(|g| g.lang == lang && g.id == reference) {
                gaps.push(CatalogueGap { lang, id: reference, kind: GapKind::Missing });
            }
        }
    }
    gaps
}

/// Whether arguments `passed` give `$name`: one of them, or a seat's form (`seat_cap` of `seat`).
fn passes(passed: &[&str], name: &str) -> bool {
    passed.iter().any(|p| name == *p || name.strip_prefix(p).is_some_and(|rest| rest.starts_with('_')))
}

/// One message of a language: its id and the variables it reads (its attributes' included).
struct Read {
    id: String,
    reads: BTreeSet<String>,
}

/// The messages of exactly `lang` in the catalogue's files (shared ones, such as `person`, read
/// their own arguments and are left out).
fn messages_of(catalogue: &Catalogue, lang: Lang) -> Vec<Read> {
    let mut out: Vec<Read> = Vec::new();
    for file in catalogue.files().iter().filter(|f| f.lang == lang) {
        let Ok(resource) = FluentResource::try_new(file.source.to_string()) else { continue };
        for entry in resource.entries() {
            let ast::Entry::Message(m) = entry else { continue };
            if SHARED.contains(&m.id.name) {
                continue;
            }
            let mut reads = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_reads(p, &mut reads);
            }
            for a in &m.attributes {
                pattern_reads(&a.value, &mut reads);
            }
            match out.iter_mut().find(|r| r.id == m.id.name) {
                Some(r) => r.reads = reads,
                None => out.push(Read { id: m.id.name.to_string(), reads }),
            }
        }
    }
    out
}

/// The messages every language defines for the renderer's own use, with arguments of their own.
const SHARED: &[&str] = &["person", "list-sep"];

fn pattern_reads(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_reads(expression, out);
        }
    }
}

fn expression_reads(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_reads(selector, out);
            for v in variants {
                pattern_reads(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => inline_reads(i, out),
    }
}

fn inline_reads(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_reads(a, out);
            }
            for a in &arguments.named {
                inline_reads(&a.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_reads(expression, out),
        _ => {}
    }
}
