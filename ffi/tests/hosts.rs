//! The real hosts under `examples/`, built against this build's library and run: the C program
//! on every pack (static library) and through pkg-config against an installed shared library
//! (SONAME, exported symbols), the C++ programs with and without exceptions, and under Mono the
//! Unity package's C# binding (its smoke program, its sample with UnityEngine stubbed, its load
//! check). Each plays whole matches through the committed header and checks bad input is refused.

use std::path::{Path, PathBuf};
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

/// Every shipped pack's folder (`content/<id>/`) and every worked example of the modders' guide
/// (`content/examples/<name>/`, packs that are not built in), sorted.
fn every_pack() -> Vec<PathBuf> {
    let mut packs = Vec::new();
    for base in [root().join("content"), root().join("content/examples")] {
        for entry in std::fs::read_dir(&base).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() && path.file_name().is_some_and(|n| n != "examples") {
                packs.push(path);
            }
        }
    }
    packs.sort();
    assert!(packs.len() >= 12, "content/ lists {} packs", packs.len());
    packs
}

fn build_c_host(dir: &Path, name: &str, link: &[&std::ffi::OsStr]) -> PathBuf {
    let exe = dir.join(name);
    run(
        Command::new("cc")
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-g", "-I"])
            .arg(root().join("include"))
            .arg(root().join("examples/c/play.c"))
            .args(link)
            .arg("-o")
            .arg(&exe),
        "building examples/c/play.c",
    );
    exe
}

#[test]
fn c_host_plays_every_pack_and_refuses_bad_input() {
    let dir = scratch("c-host");
    let lib = lib_dir().join("libarcheon.a");
    let mut link: Vec<&std::ffi::OsStr> = vec![lib.as_os_str()];
    link.extend(static_link_args().into_iter().map(std::ffi::OsStr::new));
    let exe = build_c_host(&dir, "play_c", &link);
    // Every pack of every family, and the modders' example (not built in): each at every seat
    // count it takes, its conservation checked by the library after every action.
    for pack in every_pack() {
        let matches = if pack.ends_with("kessel") { "30" } else { "5" };
        let out = run(Command::new(&exe).arg(&pack).arg(matches), "examples/c/play.c");
        assert!(out.contains("all checks passed"), "{}: {out}", pack.display());
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// Installs the library with `ffi/clib/install.sh` under a scratch prefix; returns the prefix.
fn install(name: &str) -> PathBuf {
    let prefix = scratch(name).join("prefix");
    run(Command::new("bash").arg(root().join("ffi/clib/install.sh")).arg(&prefix).arg(lib_dir()), "ffi/clib/install.sh");
    prefix
}

#[test]
fn the_shared_library_has_a_soname_and_exports_only_prefixed_symbols() {
    let so = lib_dir().join("libarcheon.so");
    let dynamic = run(Command::new("readelf").arg("-d").arg(&so), "readelf -d libarcheon.so");
    let soname = format!("[libarcheon.so.{}]", archeon_ffi::ARCHEON_ABI_VERSION);
    assert!(dynamic.lines().any(|l| l.contains("(SONAME)") && l.contains(&soname)), "no SONAME {soname} in:\n{dynamic}");
    let symbols = run(Command::new("nm").args(["-D", "--defined-only"]).arg(&so), "nm -D libarcheon.so");
    let names: Vec<&str> = symbols.lines().filter_map(|l| l.split_whitespace().nth(2)).collect();
    assert!(names.len() > 40, "{} exported symbols", names.len());
    let stray: Vec<&&str> = names.iter().filter(|n| !n.starts_with("archeon_")).collect();
    assert!(stray.is_empty(), "libarcheon.so exports names without the archeon_ prefix: {stray:?}");
    // Every function the header declares is exported, and nothing else is.
    let header = std::fs::read_to_string(root().join("include/archeon.h")).unwrap();
    let declared: std::collections::BTreeSet<&str> = header
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| w.starts_with("archeon_") && header.contains(&format!("{w}(")))
        .collect();
    let exported: std::collections::BTreeSet<&str> = names.iter().copied().collect();
    assert_eq!(declared, exported, "the header's functions and the library's exports differ");
}

#[test]
fn c_host_links_the_installed_shared_library_through_pkg_config() {
    assert!(have("pkg-config"), "pkg-config is needed for this test: apt-get install -y pkg-config (.ci/ffi.sh install does)");
    let prefix = install("pkg-config");
    let pc_path = prefix.join("lib/pkgconfig");
    let pkg = |args: &[&str]| {
        let out = run(Command::new("pkg-config").args(args).arg("archeon").env("PKG_CONFIG_PATH", &pc_path), "pkg-config archeon");
        out.split_whitespace().map(String::from).collect::<Vec<String>>()
    };
    assert_eq!(pkg(&["--modversion"]), [env!("CARGO_PKG_VERSION")]);
    let static_libs = pkg(&["--static", "--libs"]);
    assert!(static_libs.iter().any(|a| a == "-lpthread"), "{static_libs:?}");
    let flags: Vec<String> = pkg(&["--cflags", "--libs"]);
    assert!(flags.iter().any(|a| a == "-larcheon"), "{flags:?}");
    let dir = prefix.parent().unwrap().to_path_buf();
    let exe = dir.join("play_c_pc");
    // The header from the prefix (not the repository's include/), linked by pkg-config's flags.
    run(
        Command::new("cc")
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror"])
            .arg(root().join("examples/c/play.c"))
            .args(&flags)
            .arg("-o")
            .arg(&exe),
        "building examples/c/play.c with `pkg-config --cflags --libs archeon`",
    );
    let needed = run(Command::new("readelf").arg("-d").arg(&exe), "readelf -d play_c_pc");
    let soname = format!("[libarcheon.so.{}]", archeon_ffi::ARCHEON_ABI_VERSION);
    assert!(needed.lines().any(|l| l.contains("(NEEDED)") && l.contains(&soname)), "the host does not need {soname}:\n{needed}");
    let out = run(
        Command::new(&exe).env("LD_LIBRARY_PATH", prefix.join("lib")).arg(root().join("content/kessel")).arg("6"),
        "examples/c/play.c (shared, through pkg-config)",
    );
    assert!(out.contains("all checks passed"), "{out}");
    let _ = std::fs::remove_dir_all(dir);
}

fn build_cpp_host(dir: &Path, source: &str, name: &str, extra: &[&str]) -> PathBuf {
    let exe = dir.join(name);
    run(
        Command::new("c++")
            .args(["-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic"])
            .args(extra)
            .arg("-I")
            .arg(root().join("include"))
            .arg(root().join(source))
            .arg(lib_dir().join("libarcheon.a"))
            .args(static_link_args())
            .arg("-o")
            .arg(&exe),
        &format!("building {source}"),
    );
    exe
}

#[test]
fn cpp_host_plays_matches_and_refuses_bad_input() {
    let dir = scratch("cpp-host");
    let exe = build_cpp_host(&dir, "examples/cpp/play.cpp", "play_cpp", &[]);
    let out = run(Command::new(&exe).arg(root().join("content/kessel")).arg("30"), "examples/cpp/play.cpp");
    assert!(out.contains("all checks passed"), "{out}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn cpp_host_without_exceptions_plays_every_family() {
    let dir = scratch("cpp-noexcept");
    let exe = build_cpp_host(&dir, "examples/cpp/play_noexcept.cpp", "play_noexcept", &["-fno-exceptions", "-fno-rtti"]);
    for pack in ["kessel", "archeon", "arcana", "corellian", "pazaak", "examples/smugglers_cut"] {
        let out = run(Command::new(&exe).arg(root().join("content").join(pack)).arg("4"), "examples/cpp/play_noexcept.cpp");
        assert!(out.contains("all checks passed"), "{pack}: {out}");
    }
    let _ = std::fs::remove_dir_all(dir);
}

fn have(tool: &str) -> bool {
    Command::new("sh").arg("-c").arg(format!("command -v {tool}")).output().is_ok_and(|o| o.status.success())
}

/// Mono's `mcs` and `mono`: required under CI; elsewhere their absence is said loudly (and the
/// test that needs them fails only under CI).
fn mono_or_say_so(test: &str) -> bool {
    if have("mcs") && have("mono") {
        return true;
    }
    let ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
    assert!(!ci, "CI=true but Mono's `mcs`/`mono` are missing: install mono-mcs and mono-runtime (.ci/ffi.sh does)");
    eprintln!("NOT RUN: {test} needs Mono (apt-get install -y mono-mcs mono-runtime)");
    false
}

fn unity(path: &str) -> PathBuf {
    root().join("examples/unity").join(path)
}

#[test]
fn csharp_binding_plays_matches_under_mono() {
    if !mono_or_say_so("the C# host") {
        return;
    }
    let dir = scratch("csharp-host");
    let exe = dir.join("smoke.exe");
    run(
        Command::new("mcs")
            .arg("-warnaserror")
            .arg(format!("-out:{}", exe.display()))
            .arg(unity("Runtime/Archeon.cs"))
            .arg(unity("Tests~/Smoke.cs")),
        "compiling the Unity package's runtime and Tests~/Smoke.cs with mcs",
    );
    let out = run(
        Command::new("mono").arg(&exe).arg(root().join("content/kessel")).arg("20").env("LD_LIBRARY_PATH", lib_dir()),
        "examples/unity/Tests~/Smoke.cs under mono",
    );
    assert!(out.contains("all checks passed"), "{out}");
    let _ = std::fs::remove_dir_all(dir);
}

/// The few UnityEngine names the sample uses, so that `mcs` compiles it outside Unity.
const UNITY_ENGINE_STUB: &str = r#"
namespace UnityEngine {
    public class MonoBehaviour { }
    [System.AttributeUsage(System.AttributeTargets.Field)]
    public sealed class TooltipAttribute : System.Attribute { public TooltipAttribute(string tooltip) { } }
    public static class Debug {
        public static int Lines;
        public static void Log(object message) { Lines++; }
        public static void LogWarning(object message) { Lines++; }
    }
}
public static class SampleDriver {
    public static int Main() {
        var sample = new Archeon.Samples.PlayAMatch();
        var flags = System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.NonPublic;
        var type = typeof(Archeon.Samples.PlayAMatch);
        type.GetMethod("Start", flags).Invoke(sample, null);
        var update = type.GetMethod("Update", flags);
        for (int frame = 0; frame < 100000 && !sample.Finished; frame++) update.Invoke(sample, null);
        type.GetMethod("OnDestroy", flags).Invoke(sample, null);
        System.Console.WriteLine("sample: finished=" + sample.Finished + " after " + sample.Actions + " actions, " + UnityEngine.Debug.Lines + " log lines");
        return sample.Finished && sample.Actions > 0 ? 0 : 1;
    }
}
"#;

#[test]
fn unity_sample_plays_a_match_under_mono() {
    if !mono_or_say_so("the Unity sample") {
        return;
    }
    let dir = scratch("unity-sample");
    let stub = dir.join("UnityEngineStub.cs");
    std::fs::write(&stub, UNITY_ENGINE_STUB).unwrap();
    let exe = dir.join("sample.exe");
    run(
        Command::new("mcs")
            .arg("-warnaserror")
            .arg(format!("-out:{}", exe.display()))
            .arg(unity("Runtime/Archeon.cs"))
            .arg(unity("Samples~/PlayAMatch/PlayAMatch.cs"))
            .arg(&stub),
        "compiling Samples~/PlayAMatch with mcs (UnityEngine stubbed)",
    );
    let out = run(Command::new("mono").arg(&exe).env("LD_LIBRARY_PATH", lib_dir()), "the Unity sample under mono");
    assert!(out.contains("finished=True"), "{out}");
    let _ = std::fs::remove_dir_all(dir);
}

/// Loads a pack through the binding and prints the ArcheonLoadException's message, if any.
const LOAD_DRIVER: &str = r#"
public static class LoadDriver {
    public static int Main() {
        try { using (var c = Archeon.Content.Builtin("kessel")) System.Console.WriteLine("loaded " + c.Id); return 0; }
        catch (Archeon.ArcheonLoadException e) { System.Console.WriteLine("refused: " + e.Message); return 3; }
    }
}
"#;

#[test]
fn unity_binding_checks_the_library_when_it_loads() {
    if !mono_or_say_so("the binding's load check") {
        return;
    }
    let dir = scratch("unity-load");
    let driver = dir.join("LoadDriver.cs");
    std::fs::write(&driver, LOAD_DRIVER).unwrap();
    let binding = std::fs::read_to_string(unity("Runtime/Archeon.cs")).unwrap();
    let current = format!("public const uint AbiVersion = {};", archeon_ffi::ARCHEON_ABI_VERSION);
    assert!(binding.contains(&current), "the binding's AbiVersion is not the library's");
    // The binding as it is, and as a binding of another ABI would be.
    let other = dir.join("ArcheonOtherAbi.cs");
    std::fs::write(&other, binding.replace(&current, "public const uint AbiVersion = 999;")).unwrap();
    let build = |source: &Path, name: &str| {
        let exe = dir.join(name);
        run(
            Command::new("mcs").arg("-warnaserror").arg(format!("-out:{}", exe.display())).arg(source).arg(&driver),
            "compiling the load driver with mcs",
        );
        exe
    };
    let same = build(&unity("Runtime/Archeon.cs"), "same.exe");
    let stale = build(&other, "stale.exe");
    let ok = run(Command::new("mono").arg(&same).env("LD_LIBRARY_PATH", lib_dir()), "the binding loads its library");
    assert!(ok.contains("loaded kessel"), "{ok}");
    let refused = Command::new("mono").arg(&stale).env("LD_LIBRARY_PATH", lib_dir()).output().unwrap();
    let text = String::from_utf8_lossy(&refused.stdout);
    assert_eq!(refused.status.code(), Some(3), "{text}");
    assert!(
        text.contains(&format!("ABI {}, this binding ABI 999", archeon_ffi::ARCHEON_ABI_VERSION)) && text.contains("rebuild"),
        "{text}"
    );
    // No library at all: a message that says where it belongs, not a bare DllNotFoundException.
    let missing = Command::new("mono").arg(&same).env_remove("LD_LIBRARY_PATH").env("MONO_PATH", &dir).current_dir(&dir).output().unwrap();
    let text = String::from_utf8_lossy(&missing.stdout);
    assert_eq!(missing.status.code(), Some(3), "{text}{}", String::from_utf8_lossy(&missing.stderr));
    assert!(text.contains("is not found") && text.contains("Plugins/"), "{text}");
    let _ = std::fs::remove_dir_all(dir);
}
