#!/usr/bin/env bash
# The Node matrix (issue 17): the suites that touch storage, the CLI and the packed package, run
# on every Node forbear supports, each time without a compiled better-sqlite3 — the path a user
# with install scripts off (npm 12, pnpm 10) or without a toolchain takes.
#   Node 20 (the machine's own `node`)  FORBEAR_SQLITE_DRIVER=sqlite-wasm: what Node 20 falls back to
#   Node 22, 24, 26 (npm packages)      the repo's better-sqlite3 binding is built for Node 20's ABI and
#                                       does not load there, so the store opens with node:sqlite
# test/package packs the repo and installs the tarball with --ignore-scripts on each Node, so the
# installed better-sqlite3 has no binding at all and the driver is chosen as on a user's machine.
#
# Which suites, and why not all: test/store (both stores, every driver that loads), test/cli (every
# command end to end, run store included), test/package (the tarball), and serve's storage suites
# (span store, durability across kill -9, engine). The rest (decoders, scorer, reports) is plain
# JavaScript with no native part and no Node-version-specific API; the whole suite on three more
# Nodes would not fit CI's 90 minutes.
#
# Node binaries come from the npm registry (node-linux-<arch>@<version>, pinned below), cached
# outside the repo in ${XDG_CACHE_HOME:-$HOME/.cache}/forbear/node-<version>/.
#   scripts/node-matrix.sh              every version
#   scripts/node-matrix.sh 24.22.3      one version (20 = the machine's node)
set -euo pipefail
cd "$(dirname "$0")/.."

VERSIONS=(20 22.23.5 24.22.3 26.12.1)
SUITES=(test/store test/cli test/package test/serve/span-store.test.ts test/serve/durability.test.ts test/serve/serve-engine.test.ts)
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
  [ "$v" = 20 ] && env=(FORBEAR_SQLITE_DRIVER=sqlite-wasm)
  start=$SECONDS
  echo "node-matrix: Node $("$bin" --version) ${env[*]:-} — ${SUITES[*]}"
  # PATH first: npm and every `node` a test spawns by name are this version too.
  if env PATH="$(dirname "$bin"):$PATH" "${env[@]}" "$bin" node_modules/vitest/vitest.mjs run "${SUITES[@]}"; then
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
