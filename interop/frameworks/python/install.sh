#!/usr/bin/env bash
# Creates the Python environment of the framework harnesses from a lock file (exact pins, transitive
# included, made with `pip freeze` in a clean venv) and prints the venv's path as its only line on
# stdout (progress goes to stderr).
#
#   install.sh [LOCK]   LOCK: a lock file beside this script (default requirements.lock). Frameworks
#   whose pins cannot share one environment (LlamaIndex needs openai<3, the Agents SDK openai>=3)
#   have a lock of their own; a harness names it in a `# conformance-lock: NAME` line.
#
# The venv is cached outside the repo, keyed on the lock and the interpreter's version, so a second
# run is instant and a changed lock installs anew:
#   ${XDG_CACHE_HOME:-$HOME/.cache}/forbear/pyenv-<hash>
# FORBEAR_PYTHON names the interpreter (default python3; 3.10 or newer).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
lock="$here/${1:-requirements.lock}"
if [ ! -f "$lock" ]; then
  echo "install.sh: no lock file $lock" >&2
  exit 1
fi
python=${FORBEAR_PYTHON:-python3}
if ! command -v "$python" >/dev/null 2>&1; then
  echo "install.sh: $python is not on PATH; the Python framework harnesses need Python 3.10+ (set FORBEAR_PYTHON)." >&2
  exit 1
fi
pyver=$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
hash=$( (cat "$lock"; echo "python $pyver") | sha256sum | cut -c1-16)
cache="${XDG_CACHE_HOME:-$HOME/.cache}/forbear"
venv="$cache/pyenv-$hash"
if [ -x "$venv/bin/python" ] && [ -f "$venv/.complete" ]; then echo "$venv"; exit 0; fi

mkdir -p "$cache"
# Two runs may ask at once (CI and a test): one installs, the other waits for it.
exec 9>"$cache/pyenv-$hash.lock"
flock 9
if [ -f "$venv/.complete" ]; then echo "$venv"; exit 0; fi
rm -rf "$venv"
echo "install.sh: creating $venv from $(basename "$lock") (python $pyver)" >&2
"$python" -m venv "$venv" >&2
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input -r "$lock" >&2
touch "$venv/.complete"
echo "$venv"
