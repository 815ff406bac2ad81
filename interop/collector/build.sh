#!/usr/bin/env bash
# Builds the Collector of collector-config/builder.yaml with the OpenTelemetry Collector Builder (ocb)
# and prints the binary's path as its only line on stdout (progress goes to stderr).
#
# The binary is cached outside the repo, keyed on the manifest and the builder's version, so a
# second run is instant and a changed manifest builds anew:
#   ${XDG_CACHE_HOME:-$HOME/.cache}/forbear/otelcol-<hash>/otelcol-forbear
# FORBEAR_OTELCOL=/path/to/otelcol names a Collector to use instead (nothing is built).
set -euo pipefail

OCB_VERSION=v0.161.0   # the builder's release is the Collector release of the manifest

if [ -n "${FORBEAR_OTELCOL:-}" ]; then
  if [ ! -x "$FORBEAR_OTELCOL" ]; then
    echo "build.sh: FORBEAR_OTELCOL=$FORBEAR_OTELCOL is not an executable file" >&2
    exit 2
  fi
  echo "$FORBEAR_OTELCOL"
  exit 0
fi

here=$(cd "$(dirname "$0")" && pwd)
manifest=$(cd "$here/../../collector-config" && pwd)/builder.yaml
hash=$( (cat "$manifest"; echo "ocb $OCB_VERSION") | sha256sum | cut -c1-16)
out_dir="${XDG_CACHE_HOME:-$HOME/.cache}/forbear/otelcol-$hash"
bin="$out_dir/otelcol-forbear"
if [ -x "$bin" ]; then echo "$bin"; exit 0; fi

# Go's own installer puts it in /usr/local/go/bin, which a non-login shell may not have on PATH.
if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then PATH="/usr/local/go/bin:$PATH"; fi
if ! command -v go >/dev/null 2>&1; then
  echo "build.sh: the Go toolchain is not on PATH, and the Collector the interop tests run is built from source with it." >&2
  echo "  Install Go 1.26 or newer (https://go.dev/doc/install; on Debian: apt-get install golang-go if it is new enough)," >&2
  echo "  or set FORBEAR_OTELCOL to an otelcol binary built from collector-config/builder.yaml." >&2
  exit 1
fi

mkdir -p "$out_dir"
# Two test files (or CI and a test) may ask at once: one builds, the other waits for it.
exec 9>"$out_dir/.lock"
flock 9
if [ -x "$bin" ]; then echo "$bin"; exit 0; fi

start=$(date +%s)
echo "build.sh: building the Collector ($OCB_VERSION) into $out_dir; a cold build takes several minutes" >&2
GOBIN="$out_dir/tools" go install "go.opentelemetry.io/collector/cmd/builder@$OCB_VERSION" >&2
work=$(mktemp -d "$out_dir/work.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp "$manifest" "$work/builder.yaml"
# ocb compiles with -trimpath and without debug symbols (-s -w); GOFLAGS adds nothing it needs.
(cd "$work" && "$out_dir/tools/builder" --config builder.yaml) >&2
mv "$work/_build/otelcol-forbear" "$bin.tmp"
mv "$bin.tmp" "$bin"
echo "build.sh: built $bin in $(( $(date +%s) - start )) s" >&2
echo "$bin"
