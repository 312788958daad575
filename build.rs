//! Embeds the shipped content packs: every folder of `content/` (its TOML and its `<tag>.ftl`
//! catalogues) (but `content/examples/`,
//! the modders' worked examples) becomes a built-in pack named after its folder, so that
//! no Rust source names a pack and a new folder needs no code.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut packs: Vec<(String, Vec<String>)> = Vec::new();
    for entry in std::fs::read_dir(&root).expect("content/ exists") {
        let path = entry.expect("readable content/").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        if !path.is_dir() || name == "examples" {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let mut files: Vec<String> = std::fs::read_dir(&path)
            .expect("readable pack folder")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("toml" | "ftl")))
            .map(|p| p.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string())
            .collect();
        // The TOML files first (the pack's rules, in name order), then its catalogues.
        files.sort_by_key(|f| (f.ends_with(".ftl"), f.clone()));
        for f in &files {
            println!("cargo:rerun-if-changed={}", path.join(f).display());
        }
        packs.push((name, files));
    }
    packs.sort();
    let mut out = String::from("/// Every shipped pack: its id (folder name) and its files as (name, text).\n");
    out.push_str("pub(crate) const PACKS: &[(&str, &[(&str, &str)])] = &[\n");
    for (name, files) in &packs {
        write!(out, "    ({name:?}, &[").unwrap();
        for f in files {
            let full = root.join(name).join(f);
            write!(out, "({f:?}, include_str!({:?})), ", full.display().to_string()).unwrap();
        }
        out.push_str("]),\n");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("builtin_packs.rs");
    std::fs::write(dest, out).expect("writable OUT_DIR");
}
