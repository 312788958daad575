//! The JSON Schema of a kind of pack, for editors (taplo, Even Better TOML): generated from the
//! vocabulary's own name tables and doc lines, and from the sections each family reads.
//!
//! It closes what the vocabulary owns: the top-level sections of the family, and every effect's
//! keys, with the hooks, ops, conditions and durations that this kind of table runs (each with its
//! doc line). The keys of a section's entries are read by the family's loader, which `archeon
//! check` runs: the schema lets them through and checks the effects inside them (`effect`, and
//! each tier's `effect`).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use serde_json::{json, Map, Value};

use super::vocab::{tables, CardSel, Cond, FrontSel, Hook, OpName, PickKind, TargetKind, Until, Who};
use super::{Loader, MAX_EFFECTS_PER_TOKEN};

/// A doc line as one line of text (the source's lines joined).
fn line(doc: &str) -> String {
    doc.split('\n').map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(" ")
}

/// The words of a table with their doc lines, as `oneOf` constants (what editors complete and
/// describe), the words `keep` refuses left out (none left: a schema nothing matches).
fn words<T: Copy>(names: &[(&str, T)], docs: &[&str], keep: impl Fn(T) -> bool) -> Value {
    let one_of: Vec<Value> = names
        .iter()
        .zip(docs)
        .filter(|((_, w), _)| keep(*w))
        .map(|((name, _), doc)| json!({ "const": name, "description": line(doc) }))
        .collect();
    if one_of.is_empty() {
        // No word of this table runs here: nothing is valid.
        return Value::Bool(false);
    }
    json!({ "type": "string", "oneOf": one_of })
}

/// The schema of one effect at a table of kind `kind` (bits of [`tables`]).
fn effect(kind: u8) -> Value {
    let runs = |t: u8| t & kind != 0;
    let number = json!({
        "description": "an integer from -100 to 100, or \"choice\", \"choice2\" or \"half_paid\"",
        "oneOf": [
            { "type": "integer", "minimum": -100, "maximum": 100 },
            { "enum": ["choice", "choice2", "half_paid"] }
        ]
    });
    let properties = json!({
        "hook": words(Hook::NAMES, Hook::DOCS, |h: Hook| runs(h.info().tables)),
        "who": words(Who::NAMES, Who::DOCS, |_| true),
        "when": words(Cond::NAMES, Cond::DOCS, |c: Cond| runs(c.info().tables)),
        "n": { "type": "integer", "minimum": 0, "maximum": 100, "description": "the number a condition compares with, or how near `copy_other` must be" },
        "until": words(Until::NAMES, Until::DOCS, |u: Until| runs(u.info().tables)),
        "turns": { "type": "integer", "minimum": 1, "maximum": 100, "description": "with `until = \"turns\"`: the rule lives the rest of this turn and this many more" },
        "priority": { "type": "integer", "minimum": 0, "maximum": 3, "description": "number rules of one hook apply in priority order (0 first)" },
        "card": words(CardSel::NAMES, CardSel::DOCS, |_| true),
        "front": words(FrontSel::NAMES, FrontSel::DOCS, |_| true),
        "op": words(OpName::NAMES, OpName::DOCS, |o: OpName| runs(o.info().tables)),
        "value": number.clone(),
        "amount": number,
        "from": { "type": "string", "description": "for `move`: a chip place (`self.stack`, `subject.pot`, `bank`, `house`...)" },
        "to": { "type": "string", "description": "for `move`: a chip place (`self.stack`, `subject.pot`, `bank`, `house`...)" },
        "of": { "enum": ["others", "anyone"], "description": "for `replay_token`: whose tokens it may replay" },
        "extra_to": { "enum": ["owner"], "description": "at hook `penalty`: what this rule adds to the penalty is paid to its owner" },
        "limit": { "enum": ["held"], "description": "for `front_add` and `move_points`: take points off a sum only up to what it holds" },
    });
    json!({
        "type": "object",
        "description": "one effect: a hook, whom it applies to, a condition, a duration and an op",
        "required": ["hook", "op"],
        "properties": properties,
        "additionalProperties": false,
    })
}

/// The schema of an entry of a list section: its effects checked, its other keys left to the
/// family's loader.
fn entry() -> Value {
    let effects = json!({ "type": "array", "maxItems": MAX_EFFECTS_PER_TOKEN, "items": { "$ref": "#/definitions/effect" } });
    json!({
        "type": "object",
        "properties": {
            "effect": effects.clone(),
            "tiers": { "type": "array", "items": { "type": "object", "properties": { "effect": effects } } },
            "choose": { "type": "array", "items": { "anyOf": [words(PickKind::NAMES, PickKind::DOCS, |_| true), { "type": "object" }] } },
            "target": words(TargetKind::NAMES, TargetKind::DOCS, |_| true),
        },
    })
}

/// The JSON Schema of one file of a pack of `loader`'s family at a table of kind `kind` (bits of
/// [`tables`]; 0 for a family that runs no effects), titled `title`.
pub fn json_schema(loader: &Loader, title: &str, kind: u8) -> Value {
    let mut sections = Map::new();
    sections.insert(String::from("table"), json!({ "type": "object", "description": "the pack's id, name, family and table settings" }));
    for s in loader.sections {
        let schema = if s.list {
            json!({ "type": "array", "maxItems": s.most, "items": { "$ref": "#/definitions/entry" } })
        } else {
            json!({ "type": "object" })
        };
        sections.insert(String::from(s.name), schema);
    }
    let kind_name = if kind == 0 { String::from("a table without effects") } else { String::from(tables::name(kind)) };
    json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": format!("Archeon pack file: {title}"),
        "description": format!("One TOML file of a pack of family `{}`, {kind_name}. Generated by `archeon schema`; `archeon check` checks the whole pack.", loader.family),
        "type": "object",
        "properties": sections,
        "additionalProperties": false,
        "definitions": { "effect": effect(kind), "entry": entry() },
    })
}
