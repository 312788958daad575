#!/usr/bin/env bash
# The Python side (issue 15), for a fresh Debian machine with CPython 3.11 and pip.
#
#   .ci/python.sh install   a virtual environment at $ARCHEON_VENV (default target/python-venv)
#                           with the pinned maturin, numpy, pytest, hypothesis, pettingzoo, gymnasium and ray
#   .ci/python.sh check     build the wheel with maturin (release), pip install it into the venv,
#                           run the pytest suite (python/tests) and the bench briefly
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
        "pettingzoo==$PETTINGZOO_VERSION" "gymnasium==$GYMNASIUM_VERSION" "ray==$RAY_VERSION"
    "$VENV/bin/python" -m pip list --disable-pip-version-check 2>/dev/null |
        grep -iE '^(maturin|numpy|pytest|hypothesis|pettingzoo|gymnasium|ray) '
}

check() {
    [[ -x "$VENV/bin/python" ]] || { echo "python: no venv at $VENV; run .ci/python.sh install first" >&2; exit 1; }
    step "wheel (maturin $MATURIN_VERSION, release)"
    rm -rf "$WHEELS"
    "$VENV/bin/maturin" build --release --manifest-path python/Cargo.toml --interpreter "$VENV/bin/python" --out "$WHEELS"
    step "pip install the wheel"
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "$WHEELS"/archeon-*.whl
    step "pytest"
    # Run from the tests' folder so that `import archeon` is the installed wheel, not the source.
    (cd python/tests && "$VENV/bin/python" -m pytest -q -p no:cacheprovider .)
    step "example"
    "$VENV/bin/python" python/examples/play.py
    step "bench (brief)"
    "$VENV/bin/python" python/benches/bench.py --quick
}

case "${1:-all}" in
    install) install ;;
    check) check ;;
    all) install; check ;;
    *) echo "usage: .ci/python.sh [install|check]" >&2; exit 2 ;;
esac
