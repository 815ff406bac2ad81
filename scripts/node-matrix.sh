#!/usr/bin/env bash
# The Node matrix (issue 17): the suites that touch storage, the CLI, the packed package and
# Node's own network, stream and thread APIs, run on every Node forbear supports (docs/package.md,
# "The Node matrix").
#   Node 20 (the machine's own `node`)  FORBEAR_SQLITE_DRIVER=sqlite-wasm: what Node 20 falls back to
#   Node 22, 24, 26 (npm packages)      the repo's better-sqlite3 binding is built for Node 20's ABI and
#                                       does not load there, so the store opens with node:sqlite
# test/package packs the repo and installs the tarball twice on each Node: with --ignore-scripts (no
# binding: the driver is chosen as on a user's machine without install scripts) and normally
# (better-sqlite3 compiled against that Node's headers once per machine, then kept in
# ~/.cache/forbear/better-sqlite3-prebuilds/; skipped by npm on Node 26, outside its engines).
#
# Which suites, and why not all: test/store (both stores, every driver that loads), test/cli (every
# command end to end, run store included), test/package (the tarball), test/serve (http, http2/gRPC,
# TLS, zlib and SSE — Node's own implementations, which change between majors — and serve's storage),
# test/workers (worker_threads), test/ingest (file streams, gzip) and test/alerts (the webhook sink's
# fetch). The rest (decoders, scorer, reports, corpus) is plain JavaScript on stable APIs. The whole
# suite passed once on Node 24 (1485 tests) but took 21 min on the busy 2-core machine: three times
# that would take a fresh CI run past its budget (docs/package.md).
# Node 20 runs only the storage suites with the WebAssembly SQLite forced: `npm test` has just run
# everything, test/package included, on Node 20.
#
# Node binaries come from the npm registry (node-linux-<arch>@<version>, pinned below), cached
# outside the repo in ${XDG_CACHE_HOME:-$HOME/.cache}/forbear/node-<version>/.
#   scripts/node-matrix.sh              every version
#   scripts/node-matrix.sh 24.22.3      one version (20 = the machine's node)
set -euo pipefail
cd "$(dirname "$0")/.."

VERSIONS=(20 22.23.5 24.22.3 26.12.1)
SUITES=(test/store test/cli test/package test/serve test/workers test/ingest test/alerts)
SUITES_20=(test/store test/cli test/serve/span-store.test.ts test/serve/durability.test.ts test/serve/serve-engine.test.ts)
[ "$#" -gt 0 ] && VERSIONS=("$@")

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node-matrix: no node-linux package for $(uname -m)" >&2; exit 2 ;;
esac
cache="${XDG_CACHE_HOME:-$HOME/.cache}/forbear"

node_bin() { # prints the path of the node binary for a version, installing it once
  local v=$1
  if [ "$v" = 20 ]; then command -v node; return; fi
  local dir="$cache/node-$v" bin
  bin="$dir/node_modules/node-linux-$arch/bin/node"
  if [ ! -x "$bin" ]; then
    echo "node-matrix: installing node-linux-$arch@$v into $dir" >&2
    npm install --prefix "$dir" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund "node-linux-$arch@$v" >/dev/null
  fi
  [ -x "$bin" ] || { echo "node-matrix: node-linux-$arch@$v has no bin/node" >&2; exit 1; }
  echo "$bin"
}

[ -f dist/src/cli/main.js ] || npm run build >/dev/null
failed=()
for v in "${VERSIONS[@]}"; do
  bin=$(node_bin "$v")
  env=()
  suites=("${SUITES[@]}")
  [ "$v" = 20 ] && env=(FORBEAR_SQLITE_DRIVER=sqlite-wasm) && suites=("${SUITES_20[@]}")
  start=$SECONDS
  echo "node-matrix: Node $("$bin" --version) ${env[*]:-} — ${suites[*]}"
  # PATH first: npm and every `node` a test spawns by name are this version too.
  if env PATH="$(dirname "$bin"):$PATH" "${env[@]}" "$bin" node_modules/vitest/vitest.mjs run "${suites[@]}"; then
    echo "node-matrix: Node $v passed in $((SECONDS - start)) s"
  else
    echo "node-matrix: Node $v FAILED in $((SECONDS - start)) s"
    failed+=("$v")
  fi
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "node-matrix: failed on Node ${failed[*]}" >&2
  exit 1
fi
