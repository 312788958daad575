//! The public API of the `archeon` crate is deliberate: its listing (every public item with its
//! signature, as the `public-api` crate prints it from rustdoc's JSON) is committed in
//! `api/archeon.txt`, and this test fails on any difference. A change to the API re-blesses the
//! listing in the same commit (`ARCHEON_BLESS=api cargo test -p archeon-ffi --test public_api`),
//! so that a reviewer sees it.
//!
//! Blanket impls (`Into`, `Borrow`, `Any`...) are left out: they follow from the rest. Auto
//! traits (`Send`, `Sync`, `Unpin`...) are kept: a host relies on them.
//!
//! The listing is of the crate with its default features (`std`, `cli`), without `internals`
//! (the families' modules, which promise nothing). rustdoc writes JSON only when asked for
//! unstable options; this toolchain's stable rustdoc does so under `RUSTC_BOOTSTRAP=1`, as no
//! other toolchain can be installed where CI runs.

use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().expect("ffi/ is inside the repository").to_path_buf()
}

/// rustdoc's JSON of the crate, written into a target folder of its own (the test's cargo holds
/// its own target folder's lock).
fn rustdoc_json() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from).join("public-api");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| String::from("cargo"));
    let out = Command::new(cargo)
        .current_dir(root())
        .env("RUSTC_BOOTSTRAP", "1")
        .env_remove("RUSTDOCFLAGS")
        .args(["rustdoc", "-p", "archeon", "--lib", "--offline", "--target-dir"])
        .arg(&target)
        .args(["--", "-Z", "unstable-options", "--output-format", "json"])
        .output()
        .expect("cargo runs");
    assert!(out.status.success(), "cargo rustdoc (JSON) failed:\n{}", String::from_utf8_lossy(&out.stderr));
    target.join("doc").join("archeon.json")
}

#[test]
fn the_public_api_is_the_committed_listing() {
    let api = public_api::Builder::from_rustdoc_json(rustdoc_json()).omit_blanket_impls(true).build().expect("rustdoc's JSON reads");
    let listing: String = api.items().map(|item| format!("{item}\n")).collect();
    let path = root().join("api").join("archeon.txt");
    if std::env::var("ARCHEON_BLESS").is_ok_and(|b| b == "api") {
        std::fs::write(&path, &listing).expect("the listing is written");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed != listing {
        let old: std::collections::BTreeSet<&str> = committed.lines().collect();
        let new: std::collections::BTreeSet<&str> = listing.lines().collect();
        let gone: Vec<&&str> = old.difference(&new).take(40).collect();
        let added: Vec<&&str> = new.difference(&old).take(40).collect();
        panic!(
            "the public API differs from api/archeon.txt ({} items now, {} listed)\n\
             gone (first 40): {gone:#?}\nadded (first 40): {added:#?}\n\
             a deliberate change re-blesses it: ARCHEON_BLESS=api cargo test -p archeon-ffi --test public_api",
            new.len(),
            old.len()
        );
    }
}
