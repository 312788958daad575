//! The JSON Schemas for editors (`archeon schema --kind K`, committed under `schema/`): they are
//! the generated ones, every shipped pack file names its kind's schema in a `#:schema` directive
//! and is valid against it, and a mistyped op, an op of another kind of table, a misspelt
//! section, a misspelt key of an entry and a value of the wrong type are not.

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
        for (name, text) in builtin::sources(id).unwrap().iter().filter(|(name, _)| name.ends_with(".toml")) {
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
    assert!(errors(&committed("fronts"), &aura("cost = 2", "front_add")).is_empty(), "fronts offer it");
    let section = errors(&schema, &text.replacen("[[", "[[x", 1));
    assert!(section.iter().any(|e| e.contains("Additional properties")), "{section:#?}");
}

/// An Aura action of a pack of fronts with `cost_line` and one effect of op `op`.
fn aura(cost_line: &str, op: &str) -> String {
    format!(
        "[[aura]]\nid = \"boost\"\nname = {{ en = \"Boost\" }}\ntext = {{ en = \"+2\" }}\n{cost_line}\neffect = [{{ hook = \"now\", op = \"{op}\", value = 2 }}]\n"
    )
}

#[test]
fn the_schema_refuses_a_misspelt_key_of_an_entry_and_a_value_of_the_wrong_type() {
    let fronts = committed("fronts");
    assert!(errors(&fronts, &aura("cost = 2", "front_add")).is_empty());
    let misspelt = errors(&fronts, &aura("costt = 2", "front_add"));
    assert!(misspelt.iter().any(|e| e.starts_with("/aura/0") && e.contains("costt")), "{misspelt:#?}");
    assert!(misspelt.iter().any(|e| e.contains("\"cost\" is a required property")), "{misspelt:#?}");
    let wrong_type = errors(&fronts, &aura("cost = \"two\"", "front_add"));
    assert!(wrong_type.iter().any(|e| e.starts_with("/aura/0/cost") && e.contains("integer")), "{wrong_type:#?}");
    let too_dear = errors(&fronts, &aura("cost = 101", "front_add"));
    assert!(too_dear.iter().any(|e| e.starts_with("/aura/0/cost")), "{too_dear:#?}");
    // A token of the first shipped file with tokens, its `name` misspelt.
    let (text, kind) = builtin::IDS
        .iter()
        .flat_map(|id| builtin::sources(id).unwrap().iter())
        .filter_map(|(_, t)| directive(t).map(|k| (*t, k)))
        .find(|(t, _)| t.contains("[[token]]\nid = "))
        .expect("a shipped file of tokens");
    let schema = committed(kind);
    let token = text.find("[[token]]").unwrap();
    let nmae = format!("{}{}", &text[..token], text[token..].replacen("\nname = ", "\nnmae = ", 1));
    let found = errors(&schema, &nmae);
    assert!(found.iter().any(|e| e.starts_with("/token/0") && e.contains("nmae")), "{found:#?}");
    // A text that is not a table, and a table's integer given as a string.
    let bare = format!("{}{}", &text[..token], text[token..].replacen("\nname = {", "\nname = \"x\"\nunused = {", 1));
    assert!(errors(&schema, &bare).iter().any(|e| e.starts_with("/token/0/name")), "a text is a table");
    let seats = errors(
        &schema,
        "[table]\nid = \"mine\"\nfamily = \"sabacc\"\nname = { en = \"Mine\" }\nseats = { min = \"2\", max = 4 }\nstarting_chips = 8\n",
    );
    assert!(seats.iter().any(|e| e.starts_with("/table/seats/min") && e.contains("integer")), "{seats:#?}");
    let family = errors(
        &schema,
        "[table]\nid = \"mine\"\nfamily = \"fronts\"\nname = { en = \"Mine\" }\nseats = { min = 2, max = 4 }\nstarting_chips = 8\n",
    );
    assert!(family.iter().any(|e| e.starts_with("/table/family")), "{family:#?}");
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

/// Every key of every table in `schema`, with its schema, as `pointer: key` and value.
fn keys_of<'a>(schema: &'a Value, pointer: String, out: &mut Vec<(String, &'a Value)>) {
    match schema {
        Value::Object(map) => {
            for (name, value) in map {
                if name == "properties" {
                    for (key, property) in value.as_object().into_iter().flatten() {
                        out.push((format!("{pointer}: {key}"), property));
                    }
                }
                keys_of(value, format!("{pointer}/{name}"), out);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                keys_of(item, format!("{pointer}/{i}"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn every_key_of_every_table_is_closed_and_described_in_one_line() {
    for kind in schema_kinds() {
        let schema = committed(kind);
        let mut keys = Vec::new();
        keys_of(&schema, String::from("#"), &mut keys);
        // The sections, `[table]`, the entries, their nested tables, texts and effects.
        assert!(keys.len() > 40, "{kind}: {} keys", keys.len());
        for (at, property) in keys {
            let doc = property["description"].as_str().unwrap_or_default();
            assert!(doc.len() > 5 && !doc.contains('\n'), "{kind}: {at} has no doc line: {property}");
        }
        let deck = &schema["properties"]["deck"];
        assert_eq!(deck["additionalProperties"], false, "{kind}: [deck] is closed");
        assert_eq!(schema["properties"]["table"]["additionalProperties"], false, "{kind}: [table] is closed");
        let required = schema["properties"]["table"]["required"].as_array().expect("[table] requires keys");
        assert!(["id", "family", "name"].iter().all(|k| required.contains(&Value::from(*k))), "{kind}: {required:?}");
    }
}
