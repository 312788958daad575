//! The JSON Schema of a kind of pack, for editors (taplo, Even Better TOML): generated from the
//! keys each table of a pack is declared to have ([`super::keys`]) and from the vocabulary's own
//! name tables and doc lines.
//!
//! It closes every table a loader reads: the family's top-level sections, `[table]`, each
//! section's entries with their nested tables, display texts and effects. Each key has its doc
//! line, its type, bounds and words, and the keys a loader requires are `required`; an effect
//! offers the hooks, ops, conditions and durations that this kind of table runs (each with its
//! doc line). What a value must agree with elsewhere in the pack (an id another entry names, a
//! deck that deals every seat) is left to `archeon check`.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use serde_json::{json, Map, Value};

use super::keys::{Key, KeyType, Word};
use super::vocab::{known_words, CardDef, CondDef, HookDef, OpDef, OpName, PartDef, PickDef, UntilDef, Vocabulary, Who, WordDef};
use super::{Loader, LOCALIZED_KEYS, MAX_EFFECTS_PER_TOKEN, MAX_TEXT_BYTES, TABLE_KEYS};

/// A doc line as one line of text (the source's lines joined).
fn line(doc: &str) -> String {
    doc.split('\n').map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(" ")
}

/// Words with their doc lines as `oneOf` constants (what editors complete and describe); none:
/// a schema nothing matches.
fn word_list<'w>(words: impl Iterator<Item = &'w Word>) -> Value {
    let one_of: Vec<Value> = words
        .map(|(name, doc)| if doc.is_empty() { json!({ "const": name }) } else { json!({ "const": name, "description": line(doc) }) })
        .collect();
    if one_of.is_empty() {
        // No word of this table runs here: nothing is valid.
        return Value::Bool(false);
    }
    json!({ "type": "string", "oneOf": one_of })
}

/// The words of a vocabulary table (`names` and its `words`, in one order) that `keep` lets
/// through, as [`word_list`] gives them.
fn words<T: Copy>(names: &[(&str, T)], words: &'static [Word], keep: impl Fn(T) -> bool) -> Value {
    word_list(names.iter().zip(words).filter(|((_, w), _)| keep(*w)).map(|(_, word)| word))
}

/// `schema` with the doc line `doc` (a schema nothing matches stays one).
fn described(schema: Value, doc: &str) -> Value {
    match schema {
        Value::Object(mut map) => {
            map.insert(String::from("description"), json!(doc));
            Value::Object(map)
        }
        _ => json!({ "description": doc, "not": {} }),
    }
}

/// The words of one kind of a vocabulary, with their doc lines, as [`word_list`] gives them.
fn vocab_words<D: WordDef>(vocab: &Vocabulary) -> Value {
    let words: Vec<Word> = vocab.words::<D>().map(|d| (d.name(), d.doc())).collect();
    word_list(words.iter())
}

/// What the schema of a pack file is generated for: its family, and the vocabularies of every
/// registered kind of table (the words a `card`, a part key or a pick may be: as the load reads
/// them, the words of any of them, checked there against what they mean at this kind).
struct Cx<'a> {
    family: &'a str,
    known: &'a [&'static Vocabulary],
}

/// The schema of one effect at a kind of table of vocabulary `vocab`.
fn effect(vocab: &Vocabulary, cx: &Cx<'_>) -> Value {
    let number = json!({
        "description": "an integer from -100 to 100, or \"choice\", \"choice2\" or \"half_paid\"",
        "oneOf": [
            { "type": "integer", "minimum": -100, "maximum": 100 },
            { "enum": ["choice", "choice2", "half_paid"] }
        ]
    });
    let mut properties = json!({
        "hook": described(vocab_words::<HookDef>(vocab), "where in the flow it acts"),
        "who": described(words(Who::NAMES, Who::WORDS, |_| true), "whom it applies to (default `self`; `table` at table-wide hooks)"),
        "when": described(vocab_words::<CondDef>(vocab), "a condition on the subject (default `always`)"),
        "n": { "type": "integer", "minimum": 0, "maximum": 100, "description": "the number a condition compares with, or how near `copy_other` must be" },
        "until": described(vocab_words::<UntilDef>(vocab), "how long a lasting rule lives (not at hook `now`)"),
        "turns": { "type": "integer", "minimum": 1, "maximum": 100, "description": "with `until = \"turns\"`: the rule lives the rest of this turn and this many more" },
        "priority": { "type": "integer", "minimum": 0, "maximum": 3, "description": "number rules of one hook apply in priority order (0 first)" },
        "card": described(word_list(known_words::<CardDef>(cx.known).iter()), "which card, for per-card hooks and card ops (default `each`)"),
        "op": described(vocab_words::<OpDef>(vocab), "what it does"),
        "value": number.clone(),
        "extra_to": { "enum": ["owner"], "description": "at hook `penalty`: what this rule adds to the penalty is paid to its owner" },
    });
    for key in cx.known.iter().filter_map(|v| v.part_key) {
        properties[key.key] = described(word_list(known_words::<PartDef>(cx.known).iter()), key.doc);
    }
    let limited: Vec<String> = known_words::<OpDef>(cx.known)
        .iter()
        .filter(|(name, _)| cx.known.iter().any(|v| v.named::<OpDef>(name).is_some_and(|o| o.limit_held)))
        .map(|(name, _)| format!("`{name}`"))
        .collect();
    let doc = format!("for {}: take points off a sum only up to what it holds", limited.join(" and "));
    properties["limit"] = json!({ "enum": ["held"], "description": doc });
    // The keys of one op, where that op runs (the loader reads them only for it).
    if vocab.get::<OpDef>(OpName::MOVE).is_some() {
        let place =
            json!({ "type": "string", "description": "for `move`: a chip place (`self.stack`, `subject.pot`, `bank`, `house`...)" });
        properties["amount"] = number;
        properties["from"] = place.clone();
        properties["to"] = place;
    }
    if let Some(replay) = vocab.words::<OpDef>().find(|o| o.replays) {
        let doc = format!("for `{}`: whose tokens it may replay", replay.name);
        properties["of"] = json!({ "enum": ["others", "anyone"], "description": doc });
    }
    json!({
        "type": "object",
        "description": "one effect: a hook, whom it applies to, a condition, a duration and an op",
        "required": ["hook", "op"],
        "properties": properties,
        "additionalProperties": false,
    })
}

/// The schema of a value of type `ty` in a pack of `cx`'s family.
fn type_schema(ty: &KeyType, cx: &Cx<'_>) -> Value {
    match *ty {
        KeyType::Bool => json!({ "type": "boolean" }),
        KeyType::Str(most) => json!({ "type": "string", "maxLength": most }),
        KeyType::Id => json!({ "type": "string", "pattern": "^[a-z0-9_]{1,32}$" }),
        // `allOf` rather than a bare `$ref`, beside which draft-07 ignores the key's description.
        KeyType::Text => json!({ "allOf": [{ "$ref": "#/definitions/text" }] }),
        KeyType::Int { min, max } => json!({ "type": "integer", "minimum": min, "maximum": max }),
        KeyType::Words(words) => word_list(words.iter()),
        KeyType::Either(types) => json!({ "anyOf": types.iter().map(|t| type_schema(t, cx)).collect::<Vec<_>>() }),
        KeyType::Picks(keys) => json!({ "anyOf": [word_list(known_words::<PickDef>(cx.known).iter()), table(keys.iter(), true, cx)] }),
        KeyType::List { of, least, most } => {
            let mut list = json!({ "type": "array", "items": type_schema(of, cx), "maxItems": most });
            if least > 0 {
                list["minItems"] = json!(least);
            }
            list
        }
        KeyType::Table(keys) => table(keys.iter(), true, cx),
        KeyType::Changes(keys) => table(keys.iter(), false, cx),
        KeyType::Effects => {
            json!({ "type": "array", "minItems": 1, "maxItems": MAX_EFFECTS_PER_TOKEN, "items": { "$ref": "#/definitions/effect" } })
        }
        KeyType::Family => json!({ "const": cx.family }),
    }
}

/// A closed table of `keys`: each key described, the required ones `required` (unless
/// `with_required` is off: a table whose keys are all optional).
fn table<'k>(keys: impl Iterator<Item = &'k Key>, with_required: bool, cx: &Cx<'_>) -> Value {
    let mut properties = Map::new();
    let mut required = Vec::new();
    for key in keys {
        let mut schema = type_schema(&key.ty, cx);
        schema["description"] = json!(line(key.doc));
        properties.insert(String::from(key.name), schema);
        if key.required && with_required {
            required.push(key.name);
        }
    }
    let mut table = json!({ "type": "object", "properties": properties, "additionalProperties": false });
    if !required.is_empty() {
        table["required"] = json!(required);
    }
    table
}

/// The schema of a display text: a table of one language or more, each key a BCP 47 tag (`en`
/// and `ru` are offered by name, for completion).
fn text() -> Value {
    let mut text = table(LOCALIZED_KEYS.iter(), true, &Cx { family: "", known: &[] });
    text["minProperties"] = json!(1);
    text["patternProperties"] = json!({ (LANG_TAG_PATTERN): { "type": "string", "maxLength": MAX_TEXT_BYTES } });
    text["description"] = json!(
        "a display text, `{ en = \"...\", ru = \"...\" }`: one language at least, each key a BCP 47 tag (`pl`, `pt-BR`); \
         a language not given falls back to English"
    );
    text
}

/// A BCP 47 tag as a pack's text may key it ([`crate::model::Lang::parse`]): a language of 2 to
/// 8 letters, then subtags of 1 to 8 letters or digits (either case, `-` or `_`).
const LANG_TAG_PATTERN: &str = "^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$";

/// The JSON Schema of one file of a pack of `loader`'s family at a kind of table of vocabulary
/// `vocab` ([`Vocabulary::NONE`] for a family that runs no effects), titled `title`; `known` are
/// the vocabularies of every registered kind of table.
pub fn json_schema(loader: &Loader, title: &str, vocab: &Vocabulary, known: &[&'static Vocabulary]) -> Value {
    let family = loader.family;
    let cx = Cx { family, known };
    let mut sections = Map::new();
    let mut settings = table(TABLE_KEYS.iter().chain(loader.table), true, &cx);
    settings["description"] = json!("the pack's id, name, family and table settings");
    sections.insert(String::from("table"), settings);
    for s in loader.sections {
        let entry = table(s.keys.iter(), true, &cx);
        let mut schema = if s.list { json!({ "type": "array", "maxItems": s.most, "items": entry }) } else { entry };
        schema["description"] = json!(line(s.doc));
        sections.insert(String::from(s.name), schema);
    }
    let kind_name = vocab.name;
    json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": format!("Archeon pack file: {title}"),
        "description": format!("One TOML file of a pack of family `{family}`, {kind_name}. Generated by `archeon schema`; `archeon check` checks the whole pack."),
        "type": "object",
        "properties": sections,
        "additionalProperties": false,
        "definitions": { "effect": effect(vocab, &cx), "text": text() },
    })
}
