#!/usr/bin/env bash
# Serves the playground on http://127.0.0.1:${PORT:-8000}/ : builds the package when it is
# missing, installs the editor's npm packages from the lockfile, then any static file server
# will do (here Python's). No server code: the page is static files plus the package.
set -euo pipefail
cd "$(dirname "$0")"
[[ -f pkg/archeon_web_bg.wasm ]] || bash build.sh
[[ -d node_modules/@codemirror ]] || npm ci --no-audit --no-fund --loglevel=error
echo "the playground: http://127.0.0.1:${PORT:-8000}/"
exec python3 -m http.server "${PORT:-8000}" --bind 127.0.0.1
