#!/usr/bin/env bash
# A table family is one folder: outside `src/<family>/`, only the registry
# (`src/session/registry.rs`) and `src/lib.rs` (its `pub mod` line) may name it. Naming it is
# any spelling of the family's folder or type name (`Sabacc`, `Fronts`) or of its pack name
# (`impl Family`'s `NAME`: `corellian_sabacc`) in code, as a word of an identifier or a string:
# a module path (`sabacc::`), a type (`SabaccRules`), a variant (`Fronts =>`), a constant or bit
# (`PAZAAK`, `tables::FRONTS`, `FRONTS_ONLY`), a function or field (`pazaak_rules`), a string
# ("fronts"), in any case. (A word is a part of a name between `_` and case changes: `FrontSel`
# is `front` and `sel`, which names no family.) Comments may name families (they explain
# what a shared piece serves); test modules (`#[cfg(test)]`) may too. Run by check.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 - <<'PY'
import pathlib, re, sys

src = pathlib.Path("src")
families = {}
# The session's `Outside` family stands for the families registered at run time: no folder.
for d in sorted(p for p in src.iterdir() if p.is_dir() and p.name != "session"):
    text = "\n".join(f.read_text() for f in d.rglob("*.rs"))
    types = set(re.findall(r"impl Family for ([A-Z][A-Za-z0-9_]*)", text))
    if not types:
        continue
    names = {d.name} | types | set(re.findall(r'const NAME: &\x27static str = "([a-z0-9_]+)"', text))
    families[d.name] = sorted(names)

def code_lines(path):
    """The lines of code of a file: comments cut, and nothing from a test module on."""
    lines = path.read_text().splitlines()
    for i, line in enumerate(lines):
        if re.fullmatch(r"#\[cfg\((all\()?test\b.*", line.strip()) and i + 1 < len(lines) and re.match(r"\s*(pub(\(crate\))?\s+)?mod\s", lines[i + 1]):
            break
        # Cut a comment that is not inside a string (strings here hold no `//` but URLs).
        code = re.sub(r'//(?=(?:[^"]*"[^"]*")*[^"]*$).*', "", line)
        yield i + 1, code

test_modules = set()
for f in src.rglob("*.rs"):
    text = f.read_text()
    for m in re.finditer(r"#\[cfg\((?:all\()?test\b[^\]]*\]\s*(?:pub(?:\(crate\))?\s+)?mod\s+([a-z_0-9]+)\s*;", text):
        test_modules.add(f.parent / (m.group(1) + ".rs"))

def words(token):
    """The lower-case words of an identifier or a string: split at `_`, spaces and case changes."""
    parts = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", token)
    return [p.lower() for p in parts]

def names_family(token, names, name_words, shared):
    """Whether `token` names the family: a string that is one of its names; in a shared layer,
    an identifier with one of its names among its words; in another family's folder (where the
    game's words are the family's own: a Corellian "sabacc pot"), its module path or a type
    whose name begins with one of its names."""
    if token.startswith('"'):
        return token.strip('"') in names
    if shared:
        w = words(token)
        return any(w[i:i + len(n)] == n for n in name_words for i in range(len(w) - len(n) + 1))
    return any(token == n or (token.startswith(n) and token[:1].isupper()) for n in names)

token_re = re.compile(r'"[^"]*"|[A-Za-z_][A-Za-z0-9_]*')

status = 0
for fam, names in families.items():
    name_words = [words(n) for n in names]
    capitalised = [n[:1].upper() + n[1:] for n in names if n[:1].islower()] + [n for n in names if n[:1].isupper()]
    hits = []
    for f in sorted(src.rglob("*.rs")):
        rel = f.as_posix()
        if rel.startswith(f"src/{fam}/") or rel in ("src/session/registry.rs", "src/lib.rs") or f in test_modules:
            continue
        shared = not any(rel.startswith(f"src/{other}/") for other in families)
        for n, code in code_lines(f):
            if not shared:
                hits += [f"{rel}:{n}: `{fam}::`" for _ in re.finditer(rf"\b{fam}::", code)]
            for m in token_re.finditer(code):
                if names_family(m.group(0), names if shared or m.group(0).startswith('"') else capitalised, name_words, shared):
                    hits.append(f"{rel}:{n}: `{m.group(0)}`")
    print(f"family {fam} ({', '.join(names)}): named outside its folder {len(hits)} times")
    if hits:
        print("  only the registry (src/session/registry.rs) and lib.rs may name it; found:", file=sys.stderr)
        for h in hits:
            print("    " + h, file=sys.stderr)
        status = 1
sys.exit(status)
PY
