//! The engine packages' files, as Unity and Godot read them: the UPM package of `examples/unity/`
//! (its manifest, assembly definitions, a `.meta` with a unique guid for every asset, the
//! plugins' platforms) and the Godot addon of `examples/godot/` (its `.gdextension`, plugin and
//! demo project). The builds and runs are in `hosts.rs` (Mono) and the Godot crate's own tests.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().expect("ffi/ is inside the repository").to_path_buf()
}

fn unity() -> PathBuf {
    root().join("examples/unity")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&read(path)).unwrap_or_else(|e| panic!("{} is not JSON: {e}", path.display()))
}

/// Every file and folder under `dir`, relative to it, sorted.
fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            out.push(path.strip_prefix(dir).unwrap().to_path_buf());
            if path.is_dir() {
                stack.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Unity imports a path unless a part of it is hidden (`.x`) or ends with `~` (`Samples~`).
fn unity_imports(rel: &Path) -> bool {
    rel.components().all(|c| {
        let name = c.as_os_str().to_string_lossy();
        !name.starts_with('.') && !name.ends_with('~')
    })
}

/// The native libraries `Tools~/build-native.sh` builds into `Plugins/` (ignored by git): the
/// last column of its `TARGETS` table.
fn plugin_binaries() -> Vec<String> {
    let script = read(&unity().join("Tools~/build-native.sh"));
    let table = script.split_once("TARGETS=(\n").expect("build-native.sh has a TARGETS=( table").1;
    let table = table.split_once("\n)").expect("the TARGETS table ends with `)`").0;
    let mut out: Vec<String> = table
        .lines()
        .filter_map(|l| l.trim().strip_prefix('"')?.strip_suffix('"'))
        .map(|row| format!("Plugins/{}", row.split_whitespace().nth(3).expect("four columns")))
        .collect();
    out.sort();
    out
}

#[test]
fn unity_package_manifest_names_the_package_the_release_and_its_sample() {
    let manifest = json(&unity().join("package.json"));
    let name = manifest["name"].as_str().expect("package.json: name");
    assert!(
        name.split('.').count() >= 3 && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '.' || c == '-'),
        "package.json: `{name}` is not a reverse-domain lowercase UPM name"
    );
    assert_eq!(manifest["version"], env!("CARGO_PKG_VERSION"), "package.json: the version follows the library's");
    let unity_version = manifest["unity"].as_str().expect("package.json: unity");
    let (year, minor) = unity_version.split_once('.').expect("package.json: unity is `YYYY.N`");
    assert!(year.len() == 4 && year.parse::<u32>().is_ok_and(|y| y >= 2021) && minor.parse::<u32>().is_ok(), "{unity_version}");
    assert!(manifest["displayName"].as_str().is_some_and(|s| !s.is_empty()));
    assert!(manifest["description"].as_str().is_some_and(|s| s.len() > 40));
    assert_eq!(manifest["license"], "MIT OR Apache-2.0");
    let samples = manifest["samples"].as_array().expect("package.json: samples");
    assert!(!samples.is_empty());
    for sample in samples {
        let path = sample["path"].as_str().expect("a sample's path");
        assert!(path.starts_with("Samples~/"), "{path}");
        assert!(unity().join(path).is_dir(), "the sample folder {path} is missing");
        assert!(sample["displayName"].as_str().is_some_and(|s| !s.is_empty()));
        let scripts = walk(&unity().join(path)).into_iter().filter(|p| p.extension().is_some_and(|e| e == "cs")).count();
        assert!(scripts > 0, "{path} has no script");
    }
}

#[test]
fn unity_assemblies_name_the_runtime_and_the_sample_references_it() {
    let runtime = json(&unity().join("Runtime/Archeon.Runtime.asmdef"));
    assert_eq!(runtime["name"], "Archeon.Runtime");
    assert_eq!(runtime["noEngineReferences"], true, "the runtime binding needs no UnityEngine (mcs compiles it alone)");
    assert_eq!(runtime["allowUnsafeCode"], false);
    let sample = json(&unity().join("Samples~/PlayAMatch/Archeon.Samples.asmdef"));
    assert!(
        sample["references"].as_array().unwrap().iter().any(|r| r == "Archeon.Runtime"),
        "the sample's assembly references Archeon.Runtime"
    );
    // The runtime folder holds the binding and nothing that needs Unity's editor.
    let binding = read(&unity().join("Runtime/Archeon.cs"));
    assert!(!binding.contains("using UnityEngine") && !binding.contains("UnityEditor"));
    assert!(
        binding.contains("UNITY_IOS") && binding.contains("UNITY_WEBGL") && binding.contains("\"__Internal\""),
        "iOS and WebGL import __Internal"
    );
    assert!(binding.contains("public static void EnsureLoaded()") && binding.contains("abi != AbiVersion"), "the ABI check at load");
}

#[test]
fn every_unity_asset_has_a_meta_file_with_a_unique_guid() {
    let files = walk(&unity());
    let binaries = plugin_binaries();
    let mut guids: BTreeMap<String, PathBuf> = BTreeMap::new();
    let mut assets = 0;
    for rel in files.iter().filter(|p| unity_imports(p)) {
        let name = rel.to_string_lossy();
        if let Some(asset) = name.strip_suffix(".meta") {
            // A .meta belongs to an asset of the package, or to a library the build script makes.
            assert!(unity().join(asset).exists() || binaries.iter().any(|b| b == asset), "{name} belongs to no asset");
            let text = read(&unity().join(rel));
            assert!(text.starts_with("fileFormatVersion: 2\n"), "{name}: not a Unity meta file");
            let guid = text.lines().find_map(|l| l.strip_prefix("guid: ")).unwrap_or_else(|| panic!("{name} has no guid"));
            assert!(guid.len() == 32 && guid.chars().all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()), "{name}: guid `{guid}`");
            if let Some(other) = guids.insert(guid.to_string(), rel.clone()) {
                panic!("{name} and {} share the guid {guid}", other.display());
            }
            let is_dir = unity().join(asset).is_dir();
            assert_eq!(text.contains("folderAsset: yes"), is_dir, "{name}: a folder's meta says folderAsset, a file's does not");
        } else {
            assets += 1;
            assert!(unity().join(format!("{name}.meta")).exists(), "{name} has no .meta file (Unity would make one with a new guid)");
        }
    }
    assert!(assets >= 15, "{assets} assets");
}

#[test]
fn unity_sample_scene_holds_the_sample_component() {
    let sample = unity().join("Samples~/PlayAMatch");
    // Unity copies a sample with its .meta files: each file has one, each guid its own.
    let mut guids = BTreeMap::new();
    for rel in walk(&sample) {
        let name = rel.to_string_lossy().into_owned();
        if name.ends_with(".meta") {
            continue;
        }
        let meta = read(&sample.join(format!("{name}.meta")));
        let guid = meta.lines().find_map(|l| l.strip_prefix("guid: ")).expect("a guid").to_string();
        assert!(guids.insert(guid, name.clone()).is_none(), "{name}: a guid used twice");
    }
    let script_meta = read(&sample.join("PlayAMatch.cs.meta"));
    let script_guid = script_meta.lines().find_map(|l| l.strip_prefix("guid: ")).unwrap();
    let scene = read(&sample.join("PlayAMatch.unity"));
    assert!(scene.starts_with("%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n"), "a Unity scene");
    assert!(
        scene.contains(&format!("m_Script: {{fileID: 11500000, guid: {script_guid}, type: 3}}")),
        "the scene's component is PlayAMatch.cs"
    );
    // The fields the scene sets are the component's serialised (public) fields.
    let script = read(&sample.join("PlayAMatch.cs"));
    let component = scene.split("MonoBehaviour:\n").nth(1).expect("a MonoBehaviour").split("--- ").next().unwrap();
    let fields: Vec<&str> =
        component.lines().filter(|l| l.starts_with("  ") && !l.starts_with("  m_")).filter_map(|l| l.trim().split(':').next()).collect();
    assert!(fields.len() >= 3, "{fields:?}");
    for field in fields {
        assert!(
            script.contains(&format!(" {field} = ")) && script.contains("public"),
            "the scene sets `{field}`, which PlayAMatch.cs does not declare"
        );
    }
}

#[test]
fn unity_plugins_cover_every_platform_with_its_import_settings() {
    let binaries = plugin_binaries();
    // (library, the platform entry its meta enables, a setting it must carry)
    let expected = [
        ("Plugins/Windows/x86_64/archeon.dll", "Standalone: Win64", "OS: Windows"),
        ("Plugins/Linux/x86_64/libarcheon.so", "Standalone: Linux64", "OS: Linux"),
        ("Plugins/macOS/libarcheon.dylib", "Standalone: OSXUniversal", "OS: OSX"),
        ("Plugins/Android/arm64-v8a/libarcheon.so", "Android: Android", "CPU: ARM64"),
        ("Plugins/Android/armeabi-v7a/libarcheon.so", "Android: Android", "CPU: ARMv7"),
        ("Plugins/Android/x86_64/libarcheon.so", "Android: Android", "CPU: X86_64"),
        ("Plugins/iOS/libarcheon.a", "iPhone: iOS", "AddToEmbeddedBinaries: false"),
        ("Plugins/WebGL/libarcheon.a", "WebGL: WebGL", "Exclude WebGL: 0"),
    ];
    assert_eq!(binaries, {
        let mut e: Vec<String> = expected.iter().map(|(p, _, _)| p.to_string()).collect();
        e.sort();
        e
    });
    for (lib, platform, setting) in expected {
        let meta = read(&unity().join(format!("{lib}.meta")));
        assert!(meta.contains("PluginImporter:"), "{lib}.meta is not a plugin's");
        let enabled: Vec<&str> = meta
            .split("  - first:\n")
            .skip(1)
            .filter(|block| block.contains("enabled: 1"))
            .filter_map(|block| block.lines().next().map(str::trim))
            .collect();
        assert!(enabled.contains(&platform), "{lib}: {platform} is not enabled ({enabled:?})");
        assert!(meta.contains(setting), "{lib}: lacks `{setting}`");
        // Each library loads on its platform only (and in the editor of its desktop OS).
        let others = enabled.iter().filter(|p| **p != platform && **p != "Editor: Editor").count();
        assert_eq!(others, 0, "{lib} is enabled on other platforms too: {enabled:?}");
    }
}

fn godot() -> PathBuf {
    root().join("examples/godot")
}

/// `key = "value"` or `key = value` lines of a Godot config file (`.gdextension`, `.godot`,
/// `.cfg`), by key.
fn godot_config(text: &str) -> BTreeMap<String, String> {
    text.lines()
        .filter(|l| !l.starts_with(';') && !l.starts_with('['))
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.trim().to_string(), v.trim().trim_matches('"').to_string()))
        .collect()
}

/// The library files `build-addon.sh` makes in `addons/archeon/bin/` (its `dest=` values).
fn addon_libraries() -> Vec<String> {
    let script = read(&godot().join("build-addon.sh"));
    let mut out: Vec<String> = script
        .split("dest=")
        .skip(1)
        .filter_map(|rest| rest.split(|c: char| c == ';' || c.is_whitespace()).next())
        .map(String::from)
        .collect();
    out.sort();
    out
}

#[test]
fn godot_addon_declares_the_extension_and_its_libraries() {
    let manifest = read(&godot().join("addons/archeon/archeon.gdextension"));
    let config = godot_config(&manifest);
    assert_eq!(config["entry_symbol"], "gdext_rust_init", "gdext's entry symbol");
    // The API the crate is built against is the oldest Godot the addon loads in.
    let cargo = read(&godot().join("Cargo.toml"));
    let api = cargo.split("\"api-").nth(1).and_then(|r| r.split('"').next()).expect("the godot crate's api-4-x feature");
    assert_eq!(config["compatibility_minimum"], api.replace('-', "."), "compatibility_minimum follows the api feature");
    let libraries = addon_libraries();
    assert_eq!(libraries.len(), 3, "{libraries:?}");
    let mut named = Vec::new();
    for (key, path) in config.iter().filter(|(k, _)| k.starts_with("linux.") || k.starts_with("windows.") || k.starts_with("macos.")) {
        let file = path.strip_prefix("res://addons/archeon/bin/").unwrap_or_else(|| panic!("{key}: {path} is outside the addon's bin/"));
        assert!(libraries.iter().any(|l| l == file), "{key}: {file} is not what build-addon.sh makes ({libraries:?})");
        named.push(file.to_string());
    }
    named.sort();
    named.dedup();
    assert_eq!(named, libraries, "every library build-addon.sh makes is named by the manifest");
    assert!(godot().join("addons/archeon/README.md").exists());
}

#[test]
fn godot_demo_project_opens_one_scene_with_the_addon_and_a_mod() {
    let demo = godot().join("demo");
    let project = godot_config(&read(&demo.join("project.godot")));
    assert_eq!(project["config_version"], "5", "a Godot 4 project");
    let scene = project["run/main_scene"].strip_prefix("res://").expect("the main scene is a res:// path");
    let scene_text = read(&demo.join(scene));
    assert!(scene_text.starts_with("[gd_scene"), "{scene} is a scene");
    let mut resources = 0;
    for line in scene_text.lines().filter(|l| l.starts_with("[ext_resource")) {
        let path = line.split("path=\"res://").nth(1).and_then(|r| r.split('"').next()).expect("an ext_resource path");
        assert!(demo.join(path).exists(), "{scene} uses res://{path}, which is missing");
        resources += 1;
    }
    assert!(resources > 0, "the scene has its script");
    // The addon and the mod are links into the repository, not copies that could drift.
    assert_eq!(demo.join("addons").canonicalize().unwrap(), godot().join("addons").canonicalize().unwrap());
    let mod_dir = demo.join("mods/smugglers_cut").canonicalize().expect("demo/mods/smugglers_cut resolves");
    assert_eq!(mod_dir, root().join("content/examples/smugglers_cut").canonicalize().unwrap());
    let presets = godot_config(&read(&demo.join("export_presets.cfg")));
    assert!(presets["include_filter"].split(',').any(|f| f.trim() == "*.toml"), "an exported game carries the TOML packs");
}

/// `#[func]` names (with `rename`), `#[constant]`s and `#[signal]`s of the extension's classes.
fn extension_api() -> Vec<String> {
    let lib = read(&godot().join("src/lib.rs"));
    let mut names = Vec::new();
    let mut lines = lib.lines().peekable();
    while let Some(line) = lines.next() {
        let line = line.trim();
        let attr = ["#[func", "#[constant]", "#[signal]"].iter().any(|a| line.starts_with(a));
        if !attr {
            continue;
        }
        if let Some(renamed) = line.strip_prefix("#[func(rename = ").and_then(|r| r.strip_suffix(")]")) {
            names.push(renamed.to_string());
            continue;
        }
        while lines.peek().is_some_and(|l| l.trim().starts_with("///") || l.trim().starts_with("#[")) {
            lines.next();
        }
        let decl = lines.next().unwrap_or_default().trim();
        let name = decl.trim_start_matches("pub ").trim_start_matches("fn ").trim_start_matches("const ");
        names.push(name.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).next().unwrap_or_default().to_string());
    }
    names
}

#[test]
fn godot_scripts_call_only_what_the_extension_registers() {
    let api = extension_api();
    for expected in
        ["load_builtin", "load_folder", "load_texts", "open", "clone", "describe", "observe", "result", "event", "languages", "BOT_EASY"]
    {
        assert!(api.iter().any(|n| n == expected), "the extension lacks `{expected}`: {api:?}");
    }
    for script in ["demo/main.gd", "demo/smoke.gd"] {
        let text = read(&godot().join(script));
        // Variables that hold the extension's objects: `var x := ArcheonMatch.new()`, `x: ArcheonPack`, clones.
        let mut objects: Vec<String> = Vec::new();
        for line in text.lines() {
            let holds = ["ArcheonMatch.new()", "ArcheonPack.new()", ".clone()", ": ArcheonPack", ": ArcheonMatch"];
            if !holds.iter().any(|h| line.contains(h)) {
                continue;
            }
            for part in line.split(['(', ',']) {
                let decl = part.trim().trim_start_matches("var ");
                let name: String = decl.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                let rest = decl[name.len()..].trim_start();
                if !name.is_empty() && (rest.starts_with(":=") || rest.starts_with(": Archeon")) {
                    objects.push(name);
                }
            }
        }
        assert!(!objects.is_empty(), "{script}: no Archeon object found");
        let mut calls = 0;
        for object in &objects {
            for rest in text.split(&format!("{object}.")).skip(1) {
                let method: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                if rest[method.len()..].starts_with('(') {
                    assert!(api.contains(&method), "{script} calls {object}.{method}(), which the extension does not register");
                    calls += 1;
                }
            }
        }
        for rest in text.split("ArcheonMatch.").skip(1) {
            let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            assert!(name == "new" || api.contains(&name), "{script} uses ArcheonMatch.{name}");
        }
        assert!(calls > 5, "{script}: {calls} calls checked");
    }
}
