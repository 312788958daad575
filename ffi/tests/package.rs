//! What `cargo publish` would ship of the `archeon` crate (`cargo package --list`): only what a
//! user needs (the allowed set below, from the root Cargo.toml's `include`), the licenses its
//! `license` names, and docs that stand alone: no shipped Markdown file names a path outside
//! the repository (`../shared/...`, the project's specs) or links to a file the package lacks.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().expect("ffi/ is inside the repository").to_path_buf()
}

/// The files of the package, as cargo lists them (no network, no build).
fn package_files() -> BTreeSet<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| String::from("cargo"));
    let out = Command::new(cargo)
        .current_dir(root())
        .args(["package", "--list", "-p", "archeon", "--allow-dirty", "--offline"])
        .output()
        .expect("cargo runs");
    assert!(out.status.success(), "cargo package --list failed:\n{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(String::from).collect()
}

/// Whether a shipped path is one a user of the crate needs.
fn allowed(path: &str) -> bool {
    const FILES: &[&str] = &[
        "Cargo.toml",
        "Cargo.toml.orig",
        "Cargo.lock",
        ".cargo_vcs_info.json",
        "build.rs",
        "README.md",
        "EMBEDDING.md",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "include/archeon.h",
        "include/archeon.hpp",
    ];
    FILES.contains(&path)
        || (path.starts_with("src/") && (path.ends_with(".rs") || path.ends_with(".ftl")))
        || (path.starts_with("content/") && (path.ends_with(".toml") || path.ends_with(".ftl") || path.ends_with(".md")))
        || (path.starts_with("benches/") && path.ends_with(".rs"))
        // The README's figures (the balance report's lift chart, the playground's screenshots).
        || (path.starts_with("docs/") && (path.ends_with(".svg") || path.ends_with(".jpg")))
        // The editors' schemas the shipped packs' `#:schema` directives name.
        || (path.starts_with("schema/") && path.ends_with(".schema.json"))
}

#[test]
fn the_crate_ships_only_what_a_user_needs() {
    let files = package_files();
    let stray: Vec<&String> = files.iter().filter(|f| !allowed(f)).collect();
    assert!(stray.is_empty(), "cargo package would ship files a user does not need: {stray:?}");
    for needed in ["Cargo.toml", "build.rs", "src/lib.rs", "src/main.rs", "README.md", "LICENSE-MIT", "LICENSE-APACHE", "content/README.md"]
    {
        assert!(files.contains(needed), "the package lacks {needed}");
    }
    // build.rs embeds every pack folder: each shipped pack is in the package whole.
    for entry in std::fs::read_dir(root().join("content")).unwrap() {
        let dir = entry.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&dir).unwrap() {
            let file = file.unwrap().path();
            if file.extension().is_some_and(|e| e == "toml") {
                let rel = file.strip_prefix(root()).unwrap().to_string_lossy().replace('\\', "/");
                assert!(files.contains(&rel), "the package lacks {rel}, which build.rs embeds");
                // Its `#:schema` directive names a schema the package ships.
                let text = std::fs::read_to_string(&file).unwrap();
                if let Some(target) = text.lines().next().and_then(|l| l.strip_prefix("#:schema ")) {
                    let schema = dir.join(target).canonicalize().unwrap_or_else(|e| panic!("{rel}: {target}: {e}"));
                    let schema = schema.strip_prefix(root().canonicalize().unwrap()).unwrap().to_string_lossy().replace('\\', "/");
                    assert!(files.contains(&schema), "{rel} names {target}, which the package lacks");
                }
            }
        }
    }
    // Nothing of the repository's tooling, tests or engine projects.
    for prefix in ["tests/", "fuzz/", "examples/", "ffi/", "scripts/", ".ci/", "nostd-check/", "target/"] {
        assert!(!files.iter().any(|f| f.starts_with(prefix)), "the package ships {prefix}");
    }
}

#[test]
fn the_licenses_are_the_ones_the_manifest_names() {
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    assert!(manifest.contains("license = \"MIT OR Apache-2.0\""));
    let mit = std::fs::read_to_string(root().join("LICENSE-MIT")).unwrap();
    assert!(mit.starts_with("MIT License") && mit.contains("Permission is hereby granted, free of charge"));
    let apache = std::fs::read_to_string(root().join("LICENSE-APACHE")).unwrap();
    assert!(apache.contains("Apache License") && apache.contains("Version 2.0, January 2004"));
    assert!(apache.contains("END OF TERMS AND CONDITIONS") && apache.len() > 10_000, "the whole Apache 2.0 text");
    for key in ["description", "documentation", "readme", "keywords", "categories", "rust-version"] {
        assert!(manifest.lines().any(|l| l.starts_with(&format!("{key} = "))), "Cargo.toml's [package] lacks `{key}`");
    }
}

/// The targets of the Markdown links `[text](target)` of a text.
fn links(text: &str) -> Vec<String> {
    text.split("](").skip(1).filter_map(|rest| rest.split(')').next()).map(|t| t.trim().to_string()).collect()
}

#[test]
fn the_shipped_docs_stand_alone() {
    let files = package_files();
    let docs: Vec<&String> = files.iter().filter(|f| f.ends_with(".md")).collect();
    assert!(docs.len() >= 3, "{docs:?}");
    for doc in docs {
        let text = std::fs::read_to_string(root().join(doc)).unwrap();
        for (n, line) in text.lines().enumerate() {
            assert!(!line.contains("../"), "{doc}:{}: names a path outside the repository: {line}", n + 1);
            assert!(
                !line.contains("shared/spec") && !line.contains("shared/seeds"),
                "{doc}:{}: names the project's specs, which a user of the crate does not have: {line}",
                n + 1
            );
        }
        let base = std::path::Path::new(doc.as_str()).parent().unwrap_or(std::path::Path::new(""));
        for target in links(&text) {
            if target.starts_with('#') || target.starts_with("https://") || target.starts_with("http://") || target.starts_with("mailto:") {
                continue;
            }
            let path = target.split('#').next().unwrap_or_default();
            let resolved = base.join(path).to_string_lossy().replace('\\', "/");
            let resolved = resolved.trim_start_matches("./").to_string();
            let is_dir = files.iter().any(|f| f.starts_with(&format!("{}/", resolved.trim_end_matches('/'))));
            assert!(files.contains(&resolved) || is_dir, "{doc} links to `{target}`, which the package does not ship");
        }
    }
}
