#!/usr/bin/env bash
# Installs the JavaScript framework harnesses' own dependencies (package-lock.json here, not the
# repo's) with `npm ci`, once: a node_modules whose recorded lock hash matches is reused.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
hash=$(sha256sum "$here/package-lock.json" | cut -c1-16)
if [ -f "$here/node_modules/.forbear-lock-$hash" ]; then exit 0; fi
exec 9>"${TMPDIR:-/tmp}/forbear-conformance-js.lock"
flock 9
if [ -f "$here/node_modules/.forbear-lock-$hash" ]; then exit 0; fi
echo "js/install.sh: npm ci in $here" >&2
(cd "$here" && npm ci --no-audit --no-fund >&2)
touch "$here/node_modules/.forbear-lock-$hash"
