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
