//! The JSON Schemas for editors (`archeon schema --kind K`, committed under `schema/`): they are
//! the generated ones, every shipped pack file names its kind's schema in a `#:schema` directive
//! and is valid against it, and a mistyped op, an op of another kind of table and a misspelt
//! section are not.

use std::path::PathBuf;

use archeon::content::builtin;
use archeon::session::{json_schema, schema_kinds};
use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn committed(kind: &str) -> Value {
    let path = root().join("schema").join(format!("{kind}.schema.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{} is committed: {e}", path.display()));
    serde_json::from_str(&text).expect("a committed schema is JSON")
}

/// The kind a pack file's `#:schema ../../schema/K.schema.json` directive names.
fn directive(text: &str) -> Option<&str> {
    text.lines().next()?.strip_prefix("#:schema ../../schema/")?.strip_suffix(".schema.json")
}

/// The errors of `text` (TOML) against `schema`, as `path: message` lines.
fn errors(schema: &Value, text: &str) -> Vec<String> {
    let doc: Value = toml::from_str(text).expect("a shipped file is TOML");
    let validator = jsonschema::validator_for(schema).expect("the schema compiles");
    validator.iter_errors(&doc).map(|e| format!("{}: {e}", e.instance_path())).collect()
}

#[test]
fn the_committed_schemas_are_the_generated_ones() {
    let kinds: Vec<&str> = schema_kinds().collect();
    assert!(kinds.len() >= 4, "{kinds:?}");
    for kind in kinds {
        let generated = json_schema(kind).expect("a listed kind has a schema");
        assert_eq!(
            committed(kind),
            generated,
            "schema/{kind}.schema.json is stale: `archeon schema --kind {kind} > schema/{kind}.schema.json`"
        );
    }
    assert!(json_schema("no_such_kind").is_none());
}

#[test]
fn every_shipped_pack_file_names_its_schema_and_is_valid_against_it() {
    let mut files = 0;
    for id in builtin::IDS {
        let pack = builtin::load(id).unwrap();
        for (name, text) in builtin::sources(id).unwrap() {
            let kind = directive(text).unwrap_or_else(|| panic!("{id}/{name} starts with a #:schema directive"));
            // The kind is one of the family's (its schema says which), and a bank pack's is `bank`.
            let schema = committed(kind);
            let family = format!("family `{}`", pack.family);
            assert!(schema["description"].as_str().unwrap_or_default().contains(&family), "{id}/{name}: {kind} is not of {family}");
            let table_file = builtin::sources(id).unwrap().iter().find(|(_, t)| t.contains("\n[table]")).expect("a [table]").1;
            let table: Value = toml::from_str(table_file).unwrap();
            assert_eq!(table["table"]["economy"].as_str() == Some("bank"), kind == "bank", "{id}/{name}: {kind}");
            let found = errors(&committed(kind), text);
            assert!(found.is_empty(), "{id}/{name} against schema/{kind}.schema.json: {found:#?}");
            files += 1;
        }
    }
    assert!(files > builtin::IDS.len(), "{files} files validated");
}

#[test]
fn the_worked_examples_name_their_schema_and_are_valid_against_it() {
    let examples = root().join("content").join("examples");
    let mut files = 0;
    for pack in std::fs::read_dir(&examples).unwrap() {
        let dir = pack.unwrap().path();
        for file in std::fs::read_dir(&dir).unwrap() {
            let file = file.unwrap().path();
            if file.extension().is_none_or(|e| e != "toml") {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap();
            let kind =
                text.lines().next().and_then(|l| l.strip_prefix("#:schema ../../../schema/")).and_then(|k| k.strip_suffix(".schema.json"));
            let kind = kind.unwrap_or_else(|| panic!("{} starts with its #:schema directive", file.display()));
            let found = errors(&committed(kind), &text);
            assert!(found.is_empty(), "{}: {found:#?}", file.display());
            files += 1;
        }
    }
    assert!(files > 0);
}

#[test]
fn the_schema_refuses_a_mistyped_op_an_op_of_another_table_and_a_misspelt_section() {
    // The first shipped bank pack file with an op, broken three ways.
    let (text, kind) = builtin::IDS
        .iter()
        .flat_map(|id| builtin::sources(id).unwrap().iter())
        .filter_map(|(_, t)| directive(t).filter(|k| *k == "bank").map(|k| (*t, k)))
        .find(|(t, _)| t.contains("op = \"move\""))
        .expect("a bank pack file moves chips");
    let schema = committed(kind);
    assert!(errors(&schema, text).is_empty());
    let mistyped = errors(&schema, &text.replacen("op = \"move\"", "op = \"mvoe\"", 1));
    assert!(mistyped.iter().any(|e| e.contains("/effect/") && e.contains("/op") && e.contains("mvoe")), "{mistyped:#?}");
    // `front_add` is a word of the tables of fronts: a bank table's schema does not offer it.
    let elsewhere = errors(&schema, &text.replacen("op = \"move\"", "op = \"front_add\"", 1));
    assert!(elsewhere.iter().any(|e| e.contains("/op")), "{elsewhere:#?}");
    assert!(errors(&committed("fronts"), "[[aura]]\neffect = [{ hook = \"now\", op = \"front_add\" }]\n").is_empty(), "fronts offer it");
    let section = errors(&schema, &text.replacen("[[", "[[x", 1));
    assert!(section.iter().any(|e| e.contains("Additional properties")), "{section:#?}");
}

#[test]
fn the_schema_describes_every_word_with_its_doc_line() {
    let schema = committed("bank");
    let ops = schema["definitions"]["effect"]["properties"]["op"]["oneOf"].as_array().expect("the ops");
    assert!(ops.len() > 10);
    for op in ops {
        let doc = op["description"].as_str().unwrap_or_default();
        assert!(doc.len() > 10 && !doc.contains('\n'), "{op}");
    }
    let hooks = schema["definitions"]["effect"]["properties"]["hook"]["oneOf"].as_array().expect("the hooks");
    assert!(hooks.iter().any(|h| h["const"] == "now"));
}
