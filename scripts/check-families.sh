#!/usr/bin/env bash
# A table family is one folder: outside `src/<family>/`, only the registry
# (`src/session/registry.rs`) and `src/lib.rs` (its `pub mod` line) may name it. Naming it means
# its module path (`sabacc::`, which every use of one of its items outside the folder needs) or a
# name of its own: the folder's name capitalised and its family type's name, with anything after
# them (`SabaccState`, `ArcanaRules`, `Fronts`). Run by check.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
for dir in src/*/; do
    fam=$(basename "$dir")
    # A family folder is one that implements the table interface.
    types=$(grep -rhoE --include='*.rs' 'impl Family for [A-Z][A-Za-z0-9_]*' "$dir" | awk '{print $NF}' | sort -u || true)
    [ -n "$types" ] || continue
    prefixes="$(echo "${fam:0:1}" | tr '[:lower:]' '[:upper:]')${fam:1}"
    for t in $types; do
        [ "$t" = "$prefixes" ] || prefixes="$prefixes|$t"
    done
    pattern="\\b${fam}::|\\b(${prefixes})[A-Za-z0-9_]*\\b"
    hits=$(grep -rnE --include='*.rs' "$pattern" src | grep -vE "^src/$fam/|^src/session/registry\.rs:|^src/lib\.rs:" || true)
    files=$(grep -rlE --include='*.rs' "$pattern" src | grep -vE "^src/$fam/" | sort -u | tr '\n' ' ' || true)
    echo "family $fam (${prefixes//|/, }): named outside its folder by ${files:-nothing}"
    if [ -n "$hits" ]; then
        echo "  only the registry (src/session/registry.rs) and lib.rs may name it; found:" >&2
        echo "$hits" | sed 's/^/    /' >&2
        status=1
    fi
done
exit $status
