#!/usr/bin/env bash
# `npm run deps`: the folder-level import graphs of the server and of the web app (dependency-cruiser,
# drawn by Graphviz's `dot`, Debian's `graphviz`) into docs/deps-server.svg and docs/deps-web.svg.
# Fails when dependency-cruiser finds a cycle between production files. packages/domain is left out:
# every layer may import it, and it imports nothing of theirs (lint checks that).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v dot >/dev/null || { echo "Graphviz missing: apt-get install -y graphviz" >&2; exit 1; }

graph() { # <source folder> <collapse pattern> <svg>
  npx depcruise "$1" --config .dependency-cruiser.cjs --validate \
    --include-only "^$1" \
    --collapse "$2" --output-type dot | dot -Tsvg -o "$3"
  echo "wrote $3"
}
graph apps/server/src '^(apps/server/src/(modules/[^/]+|[^/]+)|@cases/[^/]+|packages/[^/]+)' docs/deps-server.svg
graph apps/web/src '^(apps/web/src/(features/[^/]+|[^/]+)|@cases/[^/]+|packages/[^/]+)' docs/deps-web.svg
