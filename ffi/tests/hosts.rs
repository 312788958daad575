//! The real hosts under `examples/`, built against this build's library and run: a C program
//! and a C++ program (static library), and the C# binding's smoke program under Mono (cdylib).
//! Each plays whole matches through the committed header and checks bad input is refused.

use std::path::PathBuf;
use std::process::Command;

/// The repository root (this package lives in `ffi/`).
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().expect("ffi/ is inside the repository").to_path_buf()
}

/// The folder of this build's `libarcheon.a` / `libarcheon.so`, built fresh.
///
/// `cargo test` does not build a package's `staticlib` / `cdylib` for its integration tests
/// (they link no rlib), so the test builds the library itself, with the same profile, once.
fn lib_dir() -> PathBuf {
    static BUILT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BUILT
        .get_or_init(|| {
            let exe = std::env::current_exe().unwrap();
            // target/<profile>/deps/hosts-<hash>
            let profile_dir = exe.parent().and_then(|d| d.parent()).expect("target/<profile>").to_path_buf();
            let release = profile_dir.file_name().is_some_and(|n| n == "release");
            let cargo = std::env::var("CARGO").unwrap_or_else(|_| String::from("cargo"));
            let mut cmd = Command::new(cargo);
            cmd.current_dir(root()).args(["build", "-p", "archeon-clib", "--lib"]);
            if release {
                cmd.arg("--release");
            }
            run(&mut cmd, "cargo build -p archeon-clib");
            assert!(
                profile_dir.join("libarcheon.a").exists() && profile_dir.join("libarcheon.so").exists(),
                "{} lacks libarcheon.a / libarcheon.so after cargo build -p archeon-clib",
                profile_dir.display()
            );
            profile_dir
        })
        .clone()
}

fn scratch(name: &str) -> PathBuf {
    let dir = root().join("target").join("ffi-tests").join(format!("{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn run(cmd: &mut Command, what: &str) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{what} failed ({}):\n{stdout}\n{}", out.status, String::from_utf8_lossy(&out.stderr));
    stdout
}

fn static_link_args() -> [&'static str; 3] {
    ["-lpthread", "-ldl", "-lm"]
}

#[test]
fn c_host_plays_matches_and_refuses_bad_input() {
    let dir = scratch("c-host");
    let exe = dir.join("play_c");
    run(
        Command::new("cc")
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-g", "-I"])
            .arg(root().join("include"))
            .arg(root().join("examples/c/play.c"))
            .arg(lib_dir().join("libarcheon.a"))
            .args(static_link_args())
            .arg("-o")
            .arg(&exe),
        "building examples/c/play.c",
    );
    // Kessel, and a classic Corellian table (another family: its chips include two pots and a
    // house, its pack is one file).
    for pack in ["content/kessel", "content/corellian"] {
        let out = run(Command::new(&exe).arg(root().join(pack)).arg("30"), "examples/c/play.c");
        assert!(out.contains("all checks passed"), "{pack}: {out}");
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn c_host_links_the_shared_library_too() {
    let dir = scratch("c-host-dyn");
    let exe = dir.join("play_c_dyn");
    run(
        Command::new("cc")
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-I"])
            .arg(root().join("include"))
            .arg(root().join("examples/c/play.c"))
            .arg("-L")
            .arg(lib_dir())
            .arg("-larcheon")
            .arg("-o")
            .arg(&exe),
        "building examples/c/play.c against libarcheon.so",
    );
    let out =
        run(Command::new(&exe).env("LD_LIBRARY_PATH", lib_dir()).arg(root().join("content/kessel")).arg("6"), "examples/c/play.c (shared)");
    assert!(out.contains("all checks passed"), "{out}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn cpp_host_plays_matches_and_refuses_bad_input() {
    let dir = scratch("cpp-host");
    let exe = dir.join("play_cpp");
    run(
        Command::new("c++")
            .args(["-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I"])
            .arg(root().join("include"))
            .arg(root().join("examples/cpp/play.cpp"))
            .arg(lib_dir().join("libarcheon.a"))
            .args(static_link_args())
            .arg("-o")
            .arg(&exe),
        "building examples/cpp/play.cpp",
    );
    let out = run(Command::new(&exe).arg(root().join("content/kessel")).arg("30"), "examples/cpp/play.cpp");
    assert!(out.contains("all checks passed"), "{out}");
    let _ = std::fs::remove_dir_all(dir);
}

fn have(tool: &str) -> bool {
    Command::new("sh").arg("-c").arg(format!("command -v {tool}")).output().map(|o| o.status.success()).unwrap_or(false)
}

#[test]
fn csharp_binding_plays_matches_under_mono() {
    if !have("mcs") || !have("mono") {
        let ci = std::env::var("CI").map(|v| v == "true" || v == "1").unwrap_or(false);
        assert!(!ci, "CI=true but Mono's `mcs`/`mono` are missing: install mono-mcs and mono-runtime (.ci/ffi.sh does)");
        eprintln!("SKIPPED: the C# host needs Mono (apt-get install -y mono-mcs mono-runtime)");
        return;
    }
    let dir = scratch("csharp-host");
    let exe = dir.join("smoke.exe");
    run(
        Command::new("mcs")
            .arg("-warnaserror")
            .arg(format!("-out:{}", exe.display()))
            .arg(root().join("examples/unity/Archeon.cs"))
            .arg(root().join("examples/unity/Smoke.cs")),
        "compiling examples/unity with mcs",
    );
    let out = run(
        Command::new("mono").arg(&exe).arg(root().join("content/kessel")).arg("20").env("LD_LIBRARY_PATH", lib_dir()),
        "examples/unity/Smoke.cs under mono",
    );
    assert!(out.contains("all checks passed"), "{out}");
    let _ = std::fs::remove_dir_all(dir);
}
