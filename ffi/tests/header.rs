//! The committed C header: no drift from a fresh cbindgen run, compiles as C99 and C++17 with
//! warnings as errors, and its version macros match Cargo.toml and the library.
// It drives the C ABI, which is `unsafe` to call, as a C host does.
#![allow(unsafe_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

const CBINDGEN_VERSION: &str = "0.29.4";

/// The repository root (this package lives in `ffi/`).
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().expect("ffi/ is inside the repository").to_path_buf()
}

fn scratch(name: &str) -> PathBuf {
    let dir = root().join("target").join("ffi-tests").join(format!("{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn header_matches_a_fresh_cbindgen_run() {
    let install = format!("cargo install cbindgen --version {CBINDGEN_VERSION} --locked");
    let version = Command::new("cbindgen")
        .arg("--version")
        .output()
        .unwrap_or_else(|e| panic!("cbindgen is not installed ({e}); the header-drift check needs it: run `{install}` (.ci/ffi.sh does)"));
    let version = String::from_utf8_lossy(&version.stdout);
    assert!(
        version.trim().ends_with(CBINDGEN_VERSION),
        "cbindgen {CBINDGEN_VERSION} is pinned, found `{}`: run `{install}`",
        version.trim()
    );
    let out = scratch("header").join("archeon.h");
    let run = Command::new("cbindgen")
        .current_dir(root())
        .args(["--config", "cbindgen.toml", "--crate", "archeon-ffi", "--output"])
        .arg(&out)
        .output()
        .expect("cbindgen runs");
    assert!(run.status.success(), "cbindgen failed:\n{}", String::from_utf8_lossy(&run.stderr));
    let fresh = std::fs::read_to_string(&out).unwrap();
    let committed = std::fs::read_to_string(root().join("include/archeon.h")).unwrap();
    if fresh != committed {
        let first =
            fresh.lines().zip(committed.lines()).position(|(a, b)| a != b).unwrap_or(fresh.lines().count().min(committed.lines().count()));
        panic!(
            "include/archeon.h differs from a fresh generation (first at line {}):\n  fresh:     {:?}\n  committed: {:?}\n\
             Regenerate it: cbindgen --config cbindgen.toml --crate archeon --output include/archeon.h",
            first + 1,
            fresh.lines().nth(first),
            committed.lines().nth(first)
        );
    }
}

fn compile(compiler: &str, args: &[&str], source: &Path) {
    let out = Command::new(compiler)
        .args(args)
        .arg("-I")
        .arg(root().join("include"))
        .args(["-Wall", "-Wextra", "-Werror", "-pedantic", "-fsyntax-only"])
        .arg(source)
        .output()
        .unwrap_or_else(|e| panic!("`{compiler}` is needed to check the header: {e}"));
    assert!(out.status.success(), "{compiler} {args:?} {} failed:\n{}", source.display(), String::from_utf8_lossy(&out.stderr));
}

#[test]
fn header_compiles_as_c99_and_c11() {
    let dir = scratch("c99");
    let src = dir.join("use.c");
    std::fs::write(
        &src,
        "#include \"archeon.h\"\n#include \"archeon.h\"\n\
         typedef char status_is_32_bits[(sizeof(ArcheonStatus) == 4) ? 1 : -1];\n\
         int main(void) { ArcheonMatch *m = 0; archeon_match_free(m); (void)sizeof(status_is_32_bits); return (int)ARCHEON_STATUS_OK; }\n",
    )
    .unwrap();
    compile("cc", &["-std=c99", "-x", "c"], &src);
    compile("cc", &["-std=c11", "-x", "c"], &src);
}

#[test]
fn headers_compile_as_cpp17_without_exceptions_too() {
    let dir = scratch("cpp17-noexcept");
    let src = dir.join("use.cpp");
    std::fs::write(
        &src,
        "#include \"archeon.hpp\"\n\
         #ifndef ARCHEON_NO_EXCEPTIONS\n#error \"-fno-exceptions was not detected\"\n#endif\n\
         int main() { auto c = archeon::Content::try_builtin(\"kessel\"); return c.ok() ? 0 : static_cast<int>(c.status()); }\n",
    )
    .unwrap();
    compile("c++", &["-std=c++17", "-fno-exceptions", "-fno-rtti", "-x", "c++"], &src);
}

/// Every name the C header declares, as C sees it: types, enum values, functions, macros.
fn declared_names(header: &str) -> Vec<String> {
    // cbindgen puts `ARCHEON_API` on a line of its own before a long declaration.
    let header = header.replace("ARCHEON_API\n", "ARCHEON_API ");
    let mut names = Vec::new();
    for raw in header.lines() {
        let line = raw.trim();
        let words: Vec<&str> = line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).collect();
        if raw.starts_with("typedef ") || raw.starts_with("enum ") || raw.starts_with("struct ") {
            // `typedef struct X X;`, `typedef uint32_t X;`, `enum X`: the last word is the name.
            names.extend(words.last().map(std::string::ToString::to_string));
        } else if let Some(rest) = line.strip_prefix("#define ") {
            names.extend(rest.split_whitespace().next().map(|w| w.split('(').next().unwrap_or(w).to_string()));
        } else if line.starts_with("ARCHEON_") && line.contains(" = ") {
            names.push(words[0].to_string());
        } else if raw.starts_with("ARCHEON_API ") {
            // `ARCHEON_API <type> *name(...`: the word before the first parenthesis.
            let head = line.split('(').next().unwrap_or(line);
            names.extend(head.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).rfind(|w| !w.is_empty()).map(String::from));
        }
    }
    names
}

#[test]
fn every_name_the_header_declares_is_prefixed() {
    let header = std::fs::read_to_string(root().join("include/archeon.h")).unwrap();
    let names = declared_names(&header);
    assert!(names.iter().any(|n| n == "ArcheonMatch") && names.iter().any(|n| n == "archeon_match_apply"), "{names:?}");
    assert!(names.iter().any(|n| n == "ARCHEON_STATUS_OK") && names.iter().any(|n| n == "ARCHEON_ABI_VERSION"), "{names:?}");
    let stray: Vec<&String> =
        names.iter().filter(|n| !(n.starts_with("archeon_") || n.starts_with("Archeon") || n.starts_with("ARCHEON_"))).collect();
    assert!(stray.is_empty(), "include/archeon.h declares names without the archeon_/Archeon/ARCHEON_ prefix: {stray:?}");
    // Every function is marked for export/import (a Windows DLL needs it).
    let joined = header.replace("ARCHEON_API\n", "ARCHEON_API ");
    let declarations = |l: &&str| l.contains("archeon_") && l.contains('(') && !l.starts_with([' ', '/', '*', '#']);
    let functions = joined.lines().filter(declarations).count();
    let marked = joined.lines().filter(declarations).filter(|l| l.starts_with("ARCHEON_API ")).count();
    assert!(marked >= 40 && marked == functions, "{marked} of {functions} declarations carry ARCHEON_API");
}

#[test]
fn the_embedding_guide_the_header_names_exists_and_covers_its_topics() {
    let header = std::fs::read_to_string(root().join("include/archeon.h")).unwrap();
    assert!(header.contains("EMBEDDING.md"));
    let guide = std::fs::read_to_string(root().join("EMBEDDING.md")).expect("EMBEDDING.md, which the header points to");
    for topic in
        ["## Ownership", "## Threads", "## Errors", "## ABI version", "## Panics", "## Linking", "pkg-config", "ARCHEON_STATIC", "SONAME"]
    {
        assert!(guide.contains(topic), "EMBEDDING.md lacks `{topic}`");
    }
    // Every function of the header is named in the guide's ownership table or text.
    for name in declared_names(&header).iter().filter(|n| n.starts_with("archeon_") && header.contains(&format!("{n}("))) {
        assert!(guide.contains(name.as_str()), "EMBEDDING.md never names `{name}`");
    }
}

#[test]
fn headers_compile_as_cpp17() {
    let dir = scratch("cpp17");
    let src = dir.join("use.cpp");
    std::fs::write(
        &src,
        "#include \"archeon.h\"\n#include \"archeon.hpp\"\n#include \"archeon.hpp\"\n\
         static_assert(sizeof(ArcheonStatus) == 4, \"32-bit status\");\n\
         int main() { return archeon_abi_version() == ARCHEON_ABI_VERSION ? 0 : 1; }\n",
    )
    .unwrap();
    compile("c++", &["-std=c++17", "-x", "c++"], &src);
}

fn define(header: &str, name: &str) -> String {
    let prefix = format!("#define {name} ");
    header.lines().find_map(|l| l.strip_prefix(&prefix)).unwrap_or_else(|| panic!("include/archeon.h has no `{prefix}`")).trim().to_string()
}

#[test]
fn version_macros_match_cargo_toml_and_the_library() {
    let header = std::fs::read_to_string(root().join("include/archeon.h")).unwrap();
    // Read the version from Cargo.toml itself, not only through cargo's environment.
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let version = manifest
        .lines()
        .skip_while(|l| l.trim() != "[package]")
        .find_map(|l| l.trim().strip_prefix("version = ").map(|v| v.trim_matches('"').to_string()))
        .expect("Cargo.toml has a package version");
    assert_eq!(version, env!("CARGO_PKG_VERSION"));
    let parts: Vec<&str> = version.split(['.', '-', '+']).collect();
    assert_eq!(define(&header, "ARCHEON_VERSION"), format!("\"{version}\""));
    assert_eq!(define(&header, "ARCHEON_VERSION_MAJOR"), parts[0]);
    assert_eq!(define(&header, "ARCHEON_VERSION_MINOR"), parts[1]);
    assert_eq!(define(&header, "ARCHEON_VERSION_PATCH"), parts[2]);
    assert_eq!(define(&header, "ARCHEON_ABI_VERSION"), archeon_ffi::ARCHEON_ABI_VERSION.to_string());
    assert_eq!(archeon_ffi::archeon_abi_version(), archeon_ffi::ARCHEON_ABI_VERSION);
    assert_eq!(define(&header, "ARCHEON_MAX_ACTIONS"), archeon_ffi::ARCHEON_MAX_ACTIONS.to_string());
    assert_eq!(define(&header, "ARCHEON_MAX_SEATS"), archeon_ffi::ARCHEON_MAX_SEATS.to_string());
    // SAFETY: archeon_version returns a static NUL-terminated string.
    let lib_version = unsafe { std::ffi::CStr::from_ptr(archeon_ffi::archeon_version()) };
    assert_eq!(lib_version.to_str().unwrap(), version);
}

#[test]
fn every_status_value_is_in_the_header_and_the_csharp_binding() {
    let header = std::fs::read_to_string(root().join("include/archeon.h")).unwrap();
    let csharp = std::fs::read_to_string(root().join("examples/unity/Runtime/Archeon.cs")).unwrap();
    for value in 0u32..64 {
        // SAFETY: a static NUL-terminated string.
        let name = unsafe { std::ffi::CStr::from_ptr(archeon_ffi::archeon_status_name(value)) }.to_str().unwrap().to_string();
        if name == "unknown" {
            continue;
        }
        let c_name = format!("ARCHEON_STATUS_{} = {value},", name.to_uppercase());
        assert!(header.contains(&c_name), "the header lacks `{c_name}`");
        let cs_name: String = name.split('_').map(|w| w[..1].to_uppercase() + &w[1..]).collect::<String>();
        assert!(csharp.contains(&format!("{cs_name} = {value},")), "examples/unity/Runtime/Archeon.cs lacks `{cs_name} = {value},`");
    }
    assert!(csharp.contains(&format!("AbiVersion = {};", archeon_ffi::ARCHEON_ABI_VERSION)), "the C# binding's AbiVersion is stale");
}
