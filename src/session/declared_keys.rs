//! That the keys each family declares for the schema ([`crate::content::keys`]) are the keys its
//! loader reads. Every shipped pack, every worked example under `content/examples/` and a few
//! packs made here (for the loader paths the shipped packs leave untaken) are loaded with every
//! key a read asks for kept ([`Pack::compile_asking`]): each must be declared in the generated
//! schema of the pack's kind at that key path, and each key a family's schemas declare must be
//! asked for by some load of that family (no stale declaration).

use std::collections::{BTreeMap, BTreeSet};
use std::format;
use std::path::PathBuf;
use std::string::{String, ToString};
use std::vec;
use std::vec::Vec;

use serde_json::Value;

use super::registry::{json_schema, loaders};
use crate::content::{builtin, read_dir_sources, Pack};

/// A table of a schema: the JSON pointer of its schema (`#/definitions/effect`) and the schema.
type Table<'a> = (String, &'a Value);

/// A declared key: the pointer of its table and its name.
type Declared = (String, String);

/// Pushes onto `out` the tables a value of `schema` (at `pointer`) may be: itself, what it
/// refers to (`$ref`), its branches (`allOf`, `anyOf`, `oneOf`) and an array's items.
fn tables<'a>(root: &'a Value, schema: &'a Value, pointer: String, out: &mut Vec<Table<'a>>) {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        let target = root.pointer(reference.trim_start_matches('#')).unwrap_or_else(|| panic!("`{reference}` resolves"));
        return tables(root, target, reference.to_string(), out);
    }
    for word in ["allOf", "anyOf", "oneOf"] {
        for (i, branch) in schema.get(word).and_then(Value::as_array).into_iter().flatten().enumerate() {
            tables(root, branch, format!("{pointer}/{word}/{i}"), out);
        }
    }
    if let Some(items) = schema.get("items") {
        tables(root, items, format!("{pointer}/items"), out);
    }
    if schema.get("properties").is_some() {
        out.push((pointer, schema));
    }
}

/// The tables of `root` at a loader's key path (`token.effect`; `""`: the file's root table).
fn tables_at<'a>(root: &'a Value, path: &str) -> Vec<Table<'a>> {
    let mut at = vec![(String::from("#"), root)];
    for key in path.split('.').filter(|k| !k.is_empty()) {
        let mut next = Vec::new();
        for (pointer, table) in &at {
            if let Some(child) = table["properties"].get(key) {
                tables(root, child, format!("{pointer}/properties/{key}"), &mut next);
            }
        }
        at = next;
    }
    at
}

/// Every key of every table `root` declares.
fn declared(root: &Value) -> BTreeSet<Declared> {
    let mut keys = BTreeSet::new();
    let mut seen = BTreeSet::new();
    let mut todo = vec![(String::from("#"), root)];
    while let Some((pointer, table)) = todo.pop() {
        if !seen.insert(pointer.clone()) {
            continue;
        }
        for (key, child) in table["properties"].as_object().into_iter().flatten() {
            keys.insert((pointer.clone(), key.clone()));
            tables(root, child, format!("{pointer}/properties/{key}"), &mut todo);
        }
    }
    keys
}

/// The kind of schema the first line of a pack's first TOML file names
/// (`#:schema ../../schema/bank.schema.json`).
fn kind_of(files: &[(String, String)]) -> String {
    let toml = files.iter().find(|(name, _)| name.ends_with(".toml")).map_or("", |(_, text)| text.as_str());
    let first = toml.lines().next().unwrap_or_default();
    let file = first.strip_prefix("#:schema ").and_then(|p| p.rsplit('/').next()).unwrap_or_default();
    file.strip_suffix(".schema.json").unwrap_or_else(|| panic!("`{first}` names a schema")).to_string()
}

/// A pack to load: what to call it, its kind of schema and its files.
struct Load {
    label: String,
    kind: String,
    files: Vec<(String, String)>,
}

/// The shipped packs and the worked examples.
fn shipped() -> Vec<Load> {
    let mut loads = Vec::new();
    for id in builtin::IDS {
        let files: Vec<(String, String)> = builtin::sources(id).unwrap().iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
        loads.push(Load { label: id.to_string(), kind: kind_of(&files), files });
    }
    let examples = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content").join("examples");
    for entry in std::fs::read_dir(&examples).unwrap() {
        let dir = entry.unwrap().path();
        let files = read_dir_sources(&dir).unwrap();
        loads.push(Load { label: dir.display().to_string(), kind: kind_of(&files), files });
    }
    loads
}

/// Packs made here for the loader paths the shipped ones leave untaken: a shipped pack of each
/// kind named in [`UNTAKEN`] with one more file.
fn untaken(shipped: &[Load]) -> Vec<Load> {
    UNTAKEN
        .iter()
        .map(|(kind, name, text)| {
            let base = shipped.iter().find(|l| l.kind == *kind).unwrap_or_else(|| panic!("a shipped pack of kind {kind}"));
            let mut files = base.files.clone();
            files.push((name.to_string(), text.to_string()));
            Load { label: format!("{} with {name}", base.label), kind: base.kind.clone(), files }
        })
        .collect()
}

/// The files [`untaken`] adds, by kind: plays with a number pick (`{ number = [lo, hi] }`) at the
/// tables whose shipped packs have none.
const UNTAKEN: &[(&str, &str, &str)] = &[
    (
        "pots",
        "tokens_number_pick.toml",
        r#"
[[token]]
id = "test_number_pick"
name = { en = "Number pick" }
text = { en = "Your draws cost a number you pick more this round." }
choose = [{ number = [1, 3] }]
effect = [{ hook = "draw_price", op = "add", value = "choice" }]
"#,
    ),
    (
        "fronts",
        "spells_number_pick.toml",
        r#"
[[spell]]
kind = "special"
id = "test_number_spell"
name = { en = "Number spell" }
text = { en = "The caster gains the Aura it picks." }
choose = [{ number = [1, 2] }]
effect = [{ hook = "now", op = "gain_aura", value = "choice" }]

[[aura]]
id = "test_number_aura"
name = { en = "Number action" }
text = { en = "The buyer gains the Aura it picks." }
cost = 1
choose = [{ number = [1, 2] }]
effect = [{ hook = "now", op = "gain_aura", value = "choice" }]
"#,
    ),
];

/// The keys a load asked for (at their key paths) that `schema` does not declare there, and the
/// declared keys it asked for.
fn undeclared<'k>(schema: &Value, asked: &BTreeSet<(String, &'k str)>) -> (Vec<(String, &'k str)>, BTreeSet<Declared>) {
    let mut missing = Vec::new();
    let mut covered = BTreeSet::new();
    for (path, key) in asked {
        let holding: Vec<String> =
            tables_at(schema, path).into_iter().filter(|(_, t)| t["properties"].get(*key).is_some()).map(|(p, _)| p).collect();
        if holding.is_empty() {
            missing.push((path.clone(), *key));
        }
        covered.extend(holding.into_iter().map(|p| (p, key.to_string())));
    }
    (missing, covered)
}

/// Loads a pack keeping the keys its loader asked for.
fn asked(load: &Load) -> (&'static str, BTreeSet<(String, &'static str)>) {
    let files: Vec<(&str, &str)> = load.files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    let (pack, asked) = Pack::compile_asking(&files, &loaders());
    let pack = pack.unwrap_or_else(|e| panic!("{} loads: {e:?}", load.label));
    (pack.family, asked.into_iter().collect())
}

/// What the loads asked for against what the schemas declare: the problems, one a line.
fn disagreements(loads: &[Load]) -> Vec<String> {
    let mut problems = Vec::new();
    // Per family, the declared keys some load asked for.
    let mut asked_for: BTreeMap<&str, BTreeSet<Declared>> = BTreeMap::new();
    for load in loads {
        let (family, asked) = asked(load);
        let schema = json_schema(&load.kind).unwrap_or_else(|| panic!("{}: no schema `{}`", load.label, load.kind));
        let (missing, covered) = undeclared(&schema, &asked);
        for (path, key) in missing {
            problems
                .push(format!("{} ({}): the loader reads `{key}` at `{path}`, which the schema does not declare", load.label, load.kind));
        }
        asked_for.entry(family).or_default().extend(covered);
    }
    for loader in loaders() {
        let covered = asked_for.get(loader.family).cloned().unwrap_or_default();
        let declared: BTreeSet<Declared> = loader.kinds.iter().flat_map(|(kind, _)| declared(&json_schema(kind).unwrap())).collect();
        for (pointer, key) in declared.difference(&covered) {
            problems.push(format!("family {}: `{key}` of {pointer} is declared, but no load asked for it", loader.family));
        }
    }
    problems
}

#[test]
fn every_key_a_loader_reads_is_declared_and_every_declared_key_is_read() {
    let mut loads = shipped();
    assert!(loads.len() > builtin::IDS.len(), "the worked examples are loaded too");
    loads.extend(untaken(&loads));
    let problems = disagreements(&loads);
    assert!(problems.is_empty(), "{} disagreements:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn a_key_read_but_not_declared_and_a_key_declared_but_never_read_are_reported() {
    let loads = shipped();
    let tokens = loads.iter().find(|l| l.kind == "pots").expect("a pack of pots");
    let (_, asked) = asked(tokens);
    assert!(asked.contains(&(String::from("token"), "name")) && asked.contains(&(String::from("token.effect"), "hook")), "{asked:?}");
    let mut schema = json_schema("pots").unwrap();
    assert!(undeclared(&schema, &asked).0.is_empty());
    schema["properties"]["token"]["items"]["properties"].as_object_mut().unwrap().remove("name");
    schema["definitions"]["effect"]["properties"].as_object_mut().unwrap().remove("hook");
    let (missing, _) = undeclared(&schema, &asked);
    // The text's own keys are undeclared with it.
    let expected = [("token", "name"), ("token.effect", "hook"), ("token.name", "catalogue"), ("token.name", "en"), ("token.name", "ru")];
    assert_eq!(missing, expected.map(|(path, key)| (String::from(path), key)));
    // A family no load reads declares only stale keys.
    let stale = disagreements(&[]);
    for loader in loaders() {
        assert!(stale.iter().any(|p| p.starts_with(&format!("family {}: ", loader.family))), "{stale:#?}");
    }
}
