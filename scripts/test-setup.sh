#!/usr/bin/env bash
# `npm test`'s own set-up (run by the `pretest` script): the Debian tools two suites drive, installed
# when missing, so the README's test command passes on a fresh machine with nothing skipped.
#   /usr/bin/chromium  the HTML report tests (playwright-core drives it: no browser download)
#   /usr/bin/promtool  the shipped Prometheus rules tests (Debian's prometheus package)
#   /usr/bin/prometheus  the Grafana dashboard test's real Prometheus server (same package)
#   make, g++, python3   node-gyp's toolchain: test/package installs the packed tarball normally,
#                        and better-sqlite3's binding is compiled once per Node (no prebuilt download)
# They are Debian packages rather than npm downloads because the npm registry ships none of them as a
# binary inside a package, and an install step that fetches a browser build fails here.
# When all are there this is a few `test -x`/`command -v` and exits at once. It installs as root, or through
# sudo when that works without a password; otherwise it says what to install and exits 1.
set -euo pipefail

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
{ [ -x /usr/bin/promtool ] && [ -x /usr/bin/prometheus ]; } || packages+=(prometheus)
command -v make >/dev/null 2>&1 || packages+=(make)
command -v g++ >/dev/null 2>&1 || packages+=(g++)
command -v python3 >/dev/null 2>&1 || packages+=(python3)
[ "${#packages[@]}" -eq 0 ] && exit 0

say() { echo "test-setup: $*" >&2; }
if ! command -v apt-get >/dev/null 2>&1; then
  say "the tests need ${packages[*]} (Debian packages) and there is no apt-get here: install them and run npm test again"
  exit 1
fi
as_root=()
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then as_root=(sudo -n -E)
  else
    say "the tests need ${packages[*]}: run 'sudo apt-get install -y ${packages[*]}' (not root, and no password-less sudo), then npm test again"
    exit 1
  fi
fi
say "installing ${packages[*]} with apt-get (once; the tests drive them)"
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! { "${as_root[@]}" apt-get update -qq && "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}"; } >"$log" 2>&1; then
  say "apt-get install ${packages[*]} failed; its last lines:"
  tail -n 5 "$log" >&2
  exit 1
fi
for bin in /usr/bin/chromium /usr/bin/promtool /usr/bin/prometheus; do
  [ -x "$bin" ] || { say "$bin is still missing after apt-get install ${packages[*]}"; exit 1; }
done
for tool in make g++ python3; do
  command -v "$tool" >/dev/null 2>&1 || { say "$tool is still missing after apt-get install ${packages[*]}"; exit 1; }
done
