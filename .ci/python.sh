#!/usr/bin/env bash
# The Python side (issue 15), for a fresh Debian machine with CPython 3.11 and pip.
#
#   .ci/python.sh install   a virtual environment at $ARCHEON_VENV (default target/python-venv)
#                           with the pinned maturin, ziglang, auditwheel, mypy, numpy, pytest,
#                           hypothesis, pettingzoo, gymnasium, ray and open_spiel
#   .ci/python.sh check     build the wheel with maturin (release) for manylinux2014 (glibc 2.17,
#                           linked by zig from the `ziglang` package), prove its tag with auditwheel,
#                           pip install it into the venv, run the pytest suite (python/tests),
#                           stubtest and mypy --strict (the examples), the example and the bench briefly
#   .ci/python.sh           both
#
# PYTHON (default python3) is the interpreter the venv is made from; where it lacks `venv` or
# `ensurepip` (Debian's own python3 without python3-venv), `install` adds Debian's python3-venv
# through apt-get (as root). The wheel is built in $CARGO_TARGET_DIR (default target/python).
set -euo pipefail
cd "$(dirname "$0")/.."

MATURIN_VERSION=1.16.0
NUMPY_VERSION=2.4.6
PYTEST_VERSION=9.2.0
HYPOTHESIS_VERSION=6.151.9
PETTINGZOO_VERSION=1.27.0
GYMNASIUM_VERSION=1.4.0
RAY_VERSION=2.60.0
ZIGLANG_VERSION=0.17.0
AUDITWHEEL_VERSION=6.8.2
MYPY_VERSION=2.4.1
OPEN_SPIEL_VERSION=2.0.2
# The newest glibc the wheel may need: 2.17, i.e. manylinux2014 (manylinux_2_17). The build asks
# for it and `wheel_tag` fails the check unless both the file name and auditwheel say so.
MANYLINUX=manylinux2014
MANYLINUX_GLIBC_MINOR=17
PYTHON=${PYTHON:-python3}
VENV=$(realpath -m "${ARCHEON_VENV:-target/python-venv}")
WHEELS=$(realpath -m "${ARCHEON_WHEELS:-target/python-wheels}")
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$PWD/target/python}

step() { printf '\n== python: %s (%s)\n' "$*" "$(date +%T)"; }

install() {
    step "venv $VENV from $($PYTHON --version)"
    if [[ ! -x "$VENV/bin/python" ]]; then
        if ! "$PYTHON" -c 'import venv, ensurepip' 2>/dev/null; then
            step "python3-venv (apt-get: $PYTHON has no venv or ensurepip)"
            apt-get update -qq && apt-get install -y -qq python3-venv
        fi
        "$PYTHON" -m venv "$VENV"
    fi
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check \
        "maturin==$MATURIN_VERSION" "numpy==$NUMPY_VERSION" "pytest==$PYTEST_VERSION" "hypothesis==$HYPOTHESIS_VERSION" \
        "pettingzoo==$PETTINGZOO_VERSION" "gymnasium==$GYMNASIUM_VERSION" "ray==$RAY_VERSION" \
        "ziglang==$ZIGLANG_VERSION" "auditwheel==$AUDITWHEEL_VERSION" "mypy==$MYPY_VERSION" \
        "open_spiel==$OPEN_SPIEL_VERSION"
    "$VENV/bin/python" -m pip list --disable-pip-version-check 2>/dev/null |
        grep -iE '^(maturin|ziglang|auditwheel|mypy|open.spiel|numpy|pytest|hypothesis|pettingzoo|gymnasium|ray) '
}

# Fails unless the one wheel in $WHEELS is tagged manylinux_2_N with N at most
# $MANYLINUX_GLIBC_MINOR, by its file name and by `auditwheel show` (which reads the symbols the
# extension actually links), and unless it ships the stubs and py.typed.
wheel_tag() {
    local wheels=("$WHEELS"/archeon-*.whl) arch name shown minor
    [[ ${#wheels[@]} -eq 1 && -f ${wheels[0]} ]] || { echo "python: expected one wheel in $WHEELS, found: ${wheels[*]}" >&2; exit 1; }
    arch=$(uname -m)
    name=$(basename "${wheels[0]}")
    minor=$(grep -oE "manylinux_2_[0-9]+_$arch" <<<"$name" | head -n1 | cut -d_ -f3 || true)
    [[ -n $minor && $minor -le $MANYLINUX_GLIBC_MINOR ]] ||
        { echo "python: the wheel $name is not tagged manylinux_2_$MANYLINUX_GLIBC_MINOR or older" >&2; exit 1; }
    shown=$("$VENV/bin/auditwheel" show "${wheels[0]}")
    echo "$shown"
    # Its lines are wrapped anywhere: read it as one line.
    minor=$(tr -s ' \n' '  ' <<<"$shown" | grep -oE "consistent with the following platform tag: \"manylinux_2_[0-9]+_$arch\"" |
        grep -oE "manylinux_2_[0-9]+" | cut -d_ -f3 || true)
    [[ -n $minor && $minor -le $MANYLINUX_GLIBC_MINOR ]] ||
        { echo "python: auditwheel does not find $name consistent with manylinux_2_$MANYLINUX_GLIBC_MINOR" >&2; exit 1; }
    echo "python: $name is manylinux_2_$minor by its name and by auditwheel"
    local listed
    listed=$("$VENV/bin/python" -m zipfile -l "${wheels[0]}")
    for file in archeon/_archeon.pyi archeon/py.typed; do
        grep -q "^$file " <<<"$listed" || { echo "python: the wheel lacks $file" >&2; exit 1; }
    done
}

check() {
    [[ -x "$VENV/bin/python" ]] || { echo "python: no venv at $VENV; run .ci/python.sh install first" >&2; exit 1; }
    step "wheel (maturin $MATURIN_VERSION, release, $MANYLINUX by zig $ZIGLANG_VERSION)"
    rm -rf "$WHEELS"
    # The venv's bin first: maturin finds zig as `python -m ziglang`.
    PATH="$VENV/bin:$PATH" "$VENV/bin/maturin" build --release --zig --compatibility "$MANYLINUX" \
        --manifest-path python/Cargo.toml --interpreter "$VENV/bin/python" --out "$WHEELS"
    step "the wheel's platform tag (auditwheel $AUDITWHEEL_VERSION) and its typing files"
    wheel_tag
    step "pip install the wheel"
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "$WHEELS"/archeon-*.whl
    step "pytest"
    # Run from the tests' folder so that `import archeon` is the installed wheel, not the source.
    (cd python/tests && "$VENV/bin/python" -m pytest -q -p no:cacheprovider .)
    # The installed wheel's types: mypy reads archeon/_archeon.pyi and py.typed from site-packages
    # (the repository's root, where these run, has no `archeon` folder); python/pyproject.toml's
    # [tool.mypy] keeps its cache in target/.
    step "stubtest: the stubs against the installed extension (mypy $MYPY_VERSION)"
    "$VENV/bin/python" -m mypy.stubtest archeon._archeon --mypy-config-file python/pyproject.toml
    step "mypy --strict over python/examples"
    "$VENV/bin/python" -m mypy --config-file python/pyproject.toml python/examples/
    step "example"
    "$VENV/bin/python" python/examples/play.py
    step "learning example (short: must beat random with 95% confidence)"
    "$VENV/bin/python" python/examples/learn_kessel.py --quick
    step "bench (brief)"
    "$VENV/bin/python" python/benches/bench.py --quick
}

case "${1:-all}" in
    install) install ;;
    check) check ;;
    all) install; check ;;
    *) echo "usage: .ci/python.sh [install|check]" >&2; exit 2 ;;
esac
